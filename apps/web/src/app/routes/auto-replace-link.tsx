import { useParams } from 'react-router';
import { LinkPage } from '../../components/link-page.tsx';
import { PlanLinkPanel } from '../../features/auto-replace/components/plan-link-panel.tsx';

/** /a/:code, the page behind every one-tap link in a plan's notice (skip, delay, pause). */
export default function AutoReplaceLinkPage() {
  const { code = '' } = useParams();
  return (
    <LinkPage
      title="Auto-replace"
      opening="Opening your auto-replace link…"
      needs="This link needs JavaScript, which is off in this browser. Open it with JavaScript on to skip, delay or pause the shipment."
    >
      <PlanLinkPanel code={code} />
    </LinkPage>
  );
}
