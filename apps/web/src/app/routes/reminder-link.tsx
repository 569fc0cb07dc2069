import { useParams } from 'react-router';
import { LinkPage } from '../../components/link-page.tsx';
import { ReminderLinkPanel } from '../../features/reminders/components/reminder-link-panel.tsx';

/** /r/:code, the page behind every link in a replacement reminder (e-mail or SMS). */
export default function ReminderLinkPage() {
  const { code = '' } = useParams();
  return (
    <LinkPage
      title="Filter reminder"
      opening="Opening your reminder…"
      needs="This reminder link needs JavaScript, which is off in this browser. Open it with JavaScript on to snooze the reminder or mark the part replaced."
    >
      <ReminderLinkPanel code={code} />
    </LinkPage>
  );
}
