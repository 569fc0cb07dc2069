import { useParams } from 'react-router';
import { LinkPage } from '../../components/link-page.tsx';
import { PlanPayPanel } from '../../features/auto-replace/components/plan-pay-panel.tsx';

/** /auto-replace/pay/:code: pay a failed renewal now, change its card, or confirm the charge. */
export default function AutoReplacePayPage() {
  const { code = '' } = useParams();
  return (
    <LinkPage
      title="Auto-replace payment"
      opening="Opening the payment…"
      needs="This payment page needs JavaScript, which is off in this browser. Open it with JavaScript on to pay or confirm the charge."
    >
      <PlanPayPanel code={code} />
    </LinkPage>
  );
}
