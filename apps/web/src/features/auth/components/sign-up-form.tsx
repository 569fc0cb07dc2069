import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SignUpFormInput,
  SignUpFormSchema,
  type SignUpForm as SignUpValues,
  toRegisterBody,
} from '@shop/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { firstFormError } from '../../../lib/first-form-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useRegister } from '../api/register.ts';
import { messageOf, SIGN_UP_FAILED_MESSAGE } from './auth-messages.ts';
import { ConsentCheckbox } from './consent-checkbox.tsx';

const emptyForm: SignUpFormInput = {
  name: '',
  credential: '',
  password: '',
  trackingConsent: false,
  termsAccepted: false,
};

export function SignUpForm({ onSignedUp }: { onSignedUp: (token: string) => void }) {
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormInput, unknown, SignUpValues>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: emptyForm,
  });

  const submit = handleSubmit(async (form) => {
    registerMutation.reset();
    try {
      const { token } = await registerMutation.mutateAsync(toRegisterBody(form));
      onSignedUp(token);
    } catch {
      // Shown below from the mutation's error.
    }
  });

  const message =
    firstFormError(errors) ??
    (registerMutation.isError ? messageOf(registerMutation.error, SIGN_UP_FAILED_MESSAGE) : null);

  return (
    <form
      method="post"
      onSubmit={unlessBusy(isSubmitting, submit)}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormField label="Name" invalid={Boolean(errors.name)}>
        <input type="text" autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="Email or phone number" invalid={Boolean(errors.credential)}>
        <input type="text" autoComplete="username" {...register('credential')} />
      </FormField>
      <FormField
        label="Password"
        hint="At least 8 characters. Long passphrases are welcome."
        invalid={Boolean(errors.password)}
      >
        <input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Agreements</legend>
        <ConsentCheckbox
          registration={register('trackingConsent')}
          invalid={Boolean(errors.trackingConsent)}
        >
          I agree to the tracking of my filter systems and to receive SMS messages about them.
        </ConsentCheckbox>
        <ConsentCheckbox
          registration={register('termsAccepted')}
          invalid={Boolean(errors.termsAccepted)}
        >
          I accept the{' '}
          <Link to={paths.termsAndConditions} className="link link-primary">
            Terms and Conditions
          </Link>{' '}
          and the{' '}
          <Link to={paths.privacyPolicy} className="link link-primary">
            Privacy Policy
          </Link>
          .
        </ConsentCheckbox>
      </fieldset>
      <FormAlert tone="error" message={message} />
      <button type="submit" className="btn btn-primary" {...busyButtonProps(isSubmitting)}>
        {isSubmitting ? <span className="loading loading-spinner loading-sm" /> : null}
        Sign up
      </button>
    </form>
  );
}
