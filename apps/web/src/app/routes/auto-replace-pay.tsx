import { useParams } from 'react-router';
import { LinkPending } from '../../features/auto-replace/components/link-pending.tsx';
import { PlanPayPanel } from '../../features/auto-replace/components/plan-pay-panel.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const TITLE = 'Auto-replace payment';

/** /auto-replace/pay/:code: pay a failed renewal now, change its card, or confirm the charge. */
export default function AutoReplacePayPage() {
  useDocumentTitle(TITLE);
  const { code = '' } = useParams();
  // As a reminder's link: the server's render leaves the code unread, the app reads it.
  const { isRestoring } = useSession();
  return (
    <div className="px-4 py-10 sm:py-16">
      {isRestoring ? (
        <LinkPending
          title={TITLE}
          opening="Opening the payment…"
          needs="This payment page needs JavaScript, which is off in this browser. Open it with JavaScript on to pay or confirm the charge."
        />
      ) : (
        <PlanPayPanel code={code} />
      )}
    </div>
  );
}
