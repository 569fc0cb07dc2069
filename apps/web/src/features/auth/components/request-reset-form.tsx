import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordResetRequestBody, PasswordResetRequestBodySchema } from '@shop/contract';
import { useForm } from 'react-hook-form';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { firstFormError } from '../../../lib/first-form-error.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { messageOf } from './auth-messages.ts';

/** Step 1 of the reset: where to send the code. */
export function RequestResetForm({ onCodeSent }: { onCodeSent: (credential: string) => void }) {
  const requestMutation = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(PasswordResetRequestBodySchema),
    defaultValues: { credential: '' },
  });

  const submit = handleSubmit(async (body) => {
    requestMutation.reset();
    try {
      await requestMutation.mutateAsync(body);
      onCodeSent(body.credential);
    } catch {
      // Shown below.
    }
  });

  const message =
    firstFormError(errors) ??
    (requestMutation.isError
      ? messageOf(requestMutation.error, 'The reset code could not be sent. Please try again.')
      : null);

  return (
    <form
      method="post"
      onSubmit={unlessBusy(isSubmitting, submit)}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormField label="Email or phone number" invalid={Boolean(errors.credential)}>
        <input type="text" autoComplete="username" {...register('credential')} />
      </FormField>
      <FormAlert tone="error" message={message} />
      <button type="submit" className="btn btn-primary" {...busyButtonProps(isSubmitting)}>
        {isSubmitting ? <span className="loading loading-spinner loading-sm" /> : null}
        Send reset code
      </button>
    </form>
  );
}
