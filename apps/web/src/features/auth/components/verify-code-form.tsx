import { zodResolver } from '@hookform/resolvers/zod';
import { type User, type VerifyCodeBody, VerifyCodeBodySchema } from '@shop/contract';
import { useForm } from 'react-hook-form';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { firstFormError } from '../../../lib/first-form-error.ts';
import { useVerifyCode, type VerificationType } from '../api/verification.ts';
import { messageOf } from './auth-messages.ts';
import { VERIFIED_MESSAGE, VERIFY_FAILED_MESSAGE } from './verification-messages.ts';

interface VerifyCodeFormProps {
  type: VerificationType;
  onVerified: (user: User) => void;
}

/** The 6-digit code entry (SPEC.md section 5: exactly 6 digits, input maximum length 6). */
export function VerifyCodeForm({ type, onVerified }: VerifyCodeFormProps) {
  const verifyMutation = useVerifyCode(type);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VerifyCodeBody>({
    resolver: zodResolver(VerifyCodeBodySchema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async (body) => {
    verifyMutation.reset();
    try {
      const { user } = await verifyMutation.mutateAsync(body);
      onVerified(user);
    } catch {
      // Shown below.
    }
  });

  const problem =
    firstFormError(errors) ??
    (verifyMutation.isError ? messageOf(verifyMutation.error, VERIFY_FAILED_MESSAGE) : null);
  const verified = verifyMutation.isSuccess;

  return (
    <form
      onSubmit={unlessBusy(isSubmitting || verified, submit)}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormField label="Verification code" invalid={Boolean(errors.code)}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="000000"
          className="max-w-56 font-mono text-xl tracking-[0.4em]"
          {...register('code')}
        />
      </FormField>
      <FormAlert tone="error" message={problem} />
      <FormAlert tone="success" message={verified ? VERIFIED_MESSAGE : null} />
      <button
        type="submit"
        className="btn btn-primary self-start"
        {...busyButtonProps(isSubmitting)}
        aria-disabled={isSubmitting || verified || undefined}
      >
        {isSubmitting ? <span className="loading loading-spinner loading-sm" /> : null}
        Verify
      </button>
    </form>
  );
}
