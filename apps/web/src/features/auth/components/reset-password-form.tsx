import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetBodySchema } from '@shop/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { firstFormError } from '../../../lib/first-form-error.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { messageOf } from './auth-messages.ts';

const CodeAndPasswordSchema = PasswordResetBodySchema.omit({ credential: true });
type CodeAndPassword = z.infer<typeof CodeAndPasswordSchema>;

interface ResetPasswordFormProps {
  credential: string;
  onPasswordReset: () => void;
}

/** Step 2 of the reset: the 6-digit code that was sent, and the new password. */
export function ResetPasswordForm({ credential, onPasswordReset }: ResetPasswordFormProps) {
  const resetMutation = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeAndPassword>({
    resolver: zodResolver(CodeAndPasswordSchema),
    defaultValues: { code: '', password: '' },
  });

  const submit = handleSubmit(async (body) => {
    resetMutation.reset();
    try {
      await resetMutation.mutateAsync({ credential, ...body });
      onPasswordReset();
    } catch {
      // Shown below.
    }
  });

  const message =
    firstFormError(errors) ??
    (resetMutation.isError
      ? messageOf(resetMutation.error, 'The password could not be changed. Please try again.')
      : null);

  return (
    <form onSubmit={unlessBusy(isSubmitting, submit)} noValidate className="flex flex-col gap-4">
      <FormField label="Reset code" hint="The 6 digits we sent you." invalid={Boolean(errors.code)}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...register('code')}
        />
      </FormField>
      <FormField
        label="New password"
        hint="At least 8 characters."
        invalid={Boolean(errors.password)}
      >
        <input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormAlert tone="error" message={message} />
      <button type="submit" className="btn btn-primary" {...busyButtonProps(isSubmitting)}>
        {isSubmitting ? <span className="loading loading-spinner loading-sm" /> : null}
        Set new password
      </button>
    </form>
  );
}
