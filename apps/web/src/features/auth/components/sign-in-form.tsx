import { zodResolver } from '@hookform/resolvers/zod';
import {
  isSecondFactorChallenge,
  type LoginBody,
  LoginBodySchema,
  SUSPENDED_MESSAGE,
} from '@shop/contract';
import { useForm } from 'react-hook-form';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { firstFormError } from '../../../lib/first-form-error.ts';
import { useLogin } from '../api/login.ts';
import { INVALID_LOGIN_MESSAGE, messageOf } from './auth-messages.ts';

interface SignInFormProps {
  onSignedIn: (token: string) => void;
  /** The password was right and the account asks for a second factor. */
  onSecondFactor: (challenge: string, methods: string[]) => void;
}

function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401)
    return error.message === SUSPENDED_MESSAGE ? SUSPENDED_MESSAGE : INVALID_LOGIN_MESSAGE;
  return messageOf(error, INVALID_LOGIN_MESSAGE);
}

export function SignInForm({ onSignedIn, onSecondFactor }: SignInFormProps) {
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { credential: '', password: '' },
  });

  const submit = handleSubmit(async (body) => {
    loginMutation.reset();
    try {
      const answer = await loginMutation.mutateAsync(body);
      if (isSecondFactorChallenge(answer)) onSecondFactor(answer.challenge, answer.methods);
      else onSignedIn(answer.token);
    } catch {
      // The mutation keeps the error; the alert below shows it.
    }
  });

  const message =
    firstFormError(errors) ??
    (loginMutation.isError ? loginFailureMessage(loginMutation.error) : null);

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
      <FormField label="Password" invalid={Boolean(errors.password)}>
        <input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <FormAlert tone="error" message={message} />
      <button type="submit" className="btn btn-primary" {...busyButtonProps(isSubmitting)}>
        {isSubmitting ? <span className="loading loading-spinner loading-sm" /> : null}
        Sign in
      </button>
    </form>
  );
}
