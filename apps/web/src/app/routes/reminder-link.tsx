import { useParams } from 'react-router';
import { ReminderLinkPanel } from '../../features/reminders/components/reminder-link-panel.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /r/:code, the page behind every link in a replacement reminder (e-mail or SMS). */
export default function ReminderLinkPage() {
  useDocumentTitle('Filter reminder');
  const { code = '' } = useParams();
  return (
    <div className="px-4 py-10 sm:py-16">
      <ReminderLinkPanel code={code} />
    </div>
  );
}
