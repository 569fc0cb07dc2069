import type { ContactMethod, TrackerFormData } from '@shop/contract';
import { ValidationError } from '../../errors/index.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

export interface TrackerContact {
  method: ContactMethod;
  sms: string | null;
  email: string | null;
}

/** Where reminders go: the form's address for the chosen method, else the account's own. */
export function resolveContact(
  form: TrackerFormData,
  account: { email: string | null; phoneNumber: string | null } | undefined,
): TrackerContact {
  if (form.contactMethod === 'sms') {
    const sms = form.sms || account?.phoneNumber || '';
    if (!PHONE.test(sms)) throw new ValidationError('Enter a phone number for SMS reminders.');
    return { method: 'sms', sms, email: null };
  }
  const email = (form.email || account?.email || '').toLowerCase();
  if (!EMAIL.test(email)) throw new ValidationError('Enter an e-mail address for reminders.');
  return { method: 'email', sms: null, email };
}
