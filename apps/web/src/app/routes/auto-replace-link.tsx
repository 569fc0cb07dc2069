import { useParams } from 'react-router';
import { LinkPending } from '../../features/auto-replace/components/link-pending.tsx';
import { PlanLinkPanel } from '../../features/auto-replace/components/plan-link-panel.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const TITLE = 'Auto-replace';

/** /a/:code, the page behind every one-tap link in a plan's notice (skip, delay, pause). */
export default function AutoReplaceLinkPage() {
  useDocumentTitle(TITLE);
  const { code = '' } = useParams();
  const { isRestoring } = useSession();
  return (
    <div className="px-4 py-10 sm:py-16">
      {isRestoring ? (
        <LinkPending
          title={TITLE}
          opening="Opening your auto-replace link…"
          needs="This link needs JavaScript, which is off in this browser. Open it with JavaScript on to skip, delay or pause the shipment."
        />
      ) : (
        <PlanLinkPanel code={code} />
      )}
    </div>
  );
}
