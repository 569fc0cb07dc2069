import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { shopContact } from '../../../lib/shop.ts';
import { LegalDocument } from './legal-document.tsx';

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      effectiveDate="June 12, 2025"
      intro="ClearSpring Water respects your privacy. This policy explains what we collect when you use our shop and My Products tracker, why we collect it, and the choices you have."
    >
      <h2>Information we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address or phone number, profile
          picture and password. Passwords are stored only as a secure one-way hash.
        </li>
        <li>
          <strong>Orders and shipping:</strong> the products you buy, your shipping address and the
          status of each delivery.
        </li>
        <li>
          <strong>Household and water profile:</strong> your ZIP code, household size, pets, water
          source, shower time and water test values, if you choose to enter them.
        </li>
        <li>
          <strong>My Products tracker:</strong> the systems and filters you register, their
          installation dates and replacement schedules.
        </li>
        <li>
          <strong>Payments:</strong> card details are entered into and processed by our payment
          provider. We never see or store your full card number.
        </li>
        <li>
          <strong>Technical data:</strong> your browser keeps a sign-in token in local storage so
          you stay signed in. Our servers keep short-lived logs to protect the service from abuse.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To process, ship and support your orders.</li>
        <li>To send filter-replacement reminders by e-mail or SMS, only when you ask for them.</li>
        <li>To recommend products that suit your water and household.</li>
        <li>To answer your questions and warranty or return requests.</li>
        <li>To keep accounts secure, prevent fraud and meet our legal obligations.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        We do not sell your personal information. We share only what is needed with the companies
        that help us run the shop: our payment processor, shipping carriers, and our e-mail and SMS
        providers. Each may use the information only to provide its service to us. We may also
        disclose information when the law requires it.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your account and tracker data while your account is open. Order and invoice records
        are kept for as long as tax and accounting rules require. When you close your account, we
        delete or anonymise the rest within 90 days.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>You can view and correct your details on your account and settings pages.</li>
        <li>You can stop reminders at any time by removing a product from My Products.</li>
        <li>You can ask us for a copy of your data or ask us to delete your account.</li>
      </ul>

      <h2>Security</h2>
      <p>
        We use encrypted connections, hashed passwords and access controls to protect your
        information. No system is perfectly secure, so please choose a strong password and keep it
        to yourself.
      </p>

      <h2>Children</h2>
      <p>
        Our shop is not directed at children under 13, and we do not knowingly collect their data.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change this policy, we will post the new version here with a new effective date and,
        for important changes, tell you by e-mail.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions about your privacy? Write to{' '}
        <a href={`mailto:${shopContact.email}`}>{shopContact.email}</a>, call {shopContact.phone},
        or use our <Link to={paths.contactUs}>contact page</Link>.
      </p>
    </LegalDocument>
  );
}
