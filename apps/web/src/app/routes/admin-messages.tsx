import { OutboxList } from '../../features/outbox/components/outbox-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The outbox (also at the spec's /outbox) inside the back office. */
export default function AdminMessagesPage() {
  useDocumentTitle('Messages');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold tracking-tight">Messages</h1>
      <p className="text-base-content/80">
        Every e-mail and SMS the shop sent or stored: verification and reset codes, order updates
        and filter reminders.
      </p>
      <OutboxList />
    </div>
  );
}
