import { OneTapLinkPanel } from '../../../components/one-tap-link-panel.tsx';
import { paths } from '../../../lib/paths.ts';
import { useConfirmPlanLink, usePlanLink } from '../api/plan-payment.ts';

const BROKEN =
  'This link is damaged or has expired. Open Auto-replace on your account to change the plan.';

/** A plan notice's one-tap link: skip, delay or pause the next delivery. */
export function PlanLinkPanel({ code }: { code: string }) {
  const link = usePlanLink(code);
  const confirm = useConfirmPlanLink(code);
  return (
    <OneTapLinkPanel
      link={link}
      confirm={confirm}
      broken={BROKEN}
      back={{ to: paths.autoReplace, label: 'Open your auto-replace plans' }}
    />
  );
}
