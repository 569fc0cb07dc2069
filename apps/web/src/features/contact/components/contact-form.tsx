import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactMessageBody, ContactMessageBodySchema } from '@shop/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { NeedsScript } from '../../../components/needs-script.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { firstFormError } from '../../../lib/first-form-error.ts';
import { useSession } from '../../../lib/session.tsx';
import { shopContact } from '../../../lib/shop.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

export const CONTACT_SENT_MESSAGE =
  'Thank you! Your message has been sent. We will reply within one business day.';

function sendFailureMessage(error: unknown): string {
  const reason = error instanceof ApiError ? error.message : 'Your message could not be sent.';
  return `${reason} You can also e-mail ${shopContact.email} or call ${shopContact.phone}.`;
}

const emptyMessage: ContactMessageBody = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const sendMutation = useSendContactMessage();
  const { user } = useSession();
  // A signed-in customer is not asked again for what the account already knows.
  const name = user?.name ?? '';
  const email = user?.email ?? '';
  const prefilled = useMemo(() => ({ ...emptyMessage, name, email }), [name, email]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageBody>({
    resolver: zodResolver(ContactMessageBodySchema),
    values: prefilled,
  });
  // Typed or sent before the form has hydrated, a message would be lost (the form's hydration
  // sets its fields to the empty values; sent, it would be a GET with the message in the URL):
  // the fields wait, like the home page's ZIP check (use-hydrated.ts).
  const isHydrated = useHydrated();

  const submit = handleSubmit(async (message) => {
    sendMutation.reset();
    try {
      await sendMutation.mutateAsync(message);
      reset(prefilled);
    } catch {
      // Shown below; the form keeps what was typed.
    }
  });

  const problem =
    firstFormError(errors) ??
    (sendMutation.isError ? sendFailureMessage(sendMutation.error) : null);

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="text-xl font-semibold">
        Send us a message
      </h2>
      <fieldset disabled={!isHydrated} className="min-w-0 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Name" invalid={Boolean(errors.name)}>
            <input type="text" autoComplete="name" required {...register('name')} />
          </FormField>
          <FormField label="Email" invalid={Boolean(errors.email)}>
            <input type="email" autoComplete="email" required {...register('email')} />
          </FormField>
        </div>
        <FormField label="Subject" invalid={Boolean(errors.subject)}>
          <input type="text" required {...register('subject')} />
        </FormField>
        <FormField label="Message" invalid={Boolean(errors.message)}>
          <textarea rows={6} required {...register('message')} />
        </FormField>
        <FormAlert tone="error" message={problem} />
        <FormAlert tone="success" message={sendMutation.isSuccess ? CONTACT_SENT_MESSAGE : null} />
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? <span className="loading loading-spinner loading-sm" /> : null}
          Send
        </button>
      </fieldset>
      <NeedsScript>
        This form needs JavaScript, which is off in this browser. E-mail us at{' '}
        <a href={`mailto:${shopContact.email}`} className="link link-primary">
          {shopContact.email}
        </a>{' '}
        or call{' '}
        <a href={shopContact.phoneHref} className="link link-primary">
          {shopContact.phone}
        </a>
        .
      </NeedsScript>
    </form>
  );
}
