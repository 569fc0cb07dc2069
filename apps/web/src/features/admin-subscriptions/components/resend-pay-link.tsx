import { can } from '@shop/contract';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { useSession } from '../../../lib/session.tsx';
import { useResendPayLink } from '../api/resend-pay-link.ts';

/** "Resend pay link" for a plan with an unpaid box; says when it is sent, or why not. */
export function ResendPayLink({ planId, customer }: { planId: string; customer: string }) {
  const { user } = useSession();
  const resend = useResendPayLink(planId);
  if (!can(user?.staffRole, 'plans:manage')) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn btn-outline btn-xs"
        aria-label={`Resend pay link to ${customer}`}
        {...busyButtonProps(resend.isPending)}
        onClick={unlessBusy(resend.isPending, () => resend.mutate())}
      >
        Resend pay link
      </button>
      <span role="status" className="text-xs">
        {resend.isSuccess ? 'Pay link sent.' : resend.isError ? resend.error.message : ''}
      </span>
    </span>
  );
}
