import { Mail, MapPin, Phone } from 'lucide-react';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { ContactServices } from '../../features/contact/components/contact-services.tsx';
import { shopContact } from '../../lib/shop.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function ContactUsPage() {
  useDocumentTitle('Contact Us');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-base-content/85">
        Questions about your water, an order or a filter? Our team in Cypress, Texas answers within
        one business day.
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-5">
        <div className="space-y-8 lg:col-span-3">
          <ContactServices />
          <div className="rounded-box border border-base-300 p-5 sm:p-6">
            <ContactForm />
          </div>
        </div>
        <aside aria-labelledby="reach-us-heading" className="lg:col-span-2">
          <div className="rounded-box bg-primary p-6 text-primary-content">
            <h2 id="reach-us-heading" className="text-xl font-semibold">
              Reach us directly
            </h2>
            <ul className="mt-4 space-y-3">
              <li className="flex items-center gap-3">
                <Phone className="size-5 shrink-0" aria-hidden="true" />
                <a href={shopContact.phoneHref} className="link link-hover">
                  {shopContact.phone}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Mail className="size-5 shrink-0" aria-hidden="true" />
                <a href={`mailto:${shopContact.email}`} className="link link-hover">
                  {shopContact.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <MapPin className="size-5 shrink-0" aria-hidden="true" />
                {shopContact.city}
              </li>
            </ul>
            <p className="mt-5 text-sm">Monday to Friday, 8 am to 6 pm Central Time.</p>
          </div>
        </aside>
      </div>
    </div>
  );
}
