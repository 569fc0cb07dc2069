import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { shopContact } from '../../../lib/shop.ts';
import { LegalDocument } from './legal-document.tsx';

export function WarrantyPolicy() {
  return (
    <LegalDocument
      title="Warranty and Return Policy"
      intro="We stand behind every system we sell. Here is what our warranty covers, how returns work, and what to do if something arrives wrong."
    >
      <h2>1-year limited warranty</h2>
      <p>
        Every ClearSpring system, housing, faucet and pump is warranted against defects in materials
        and workmanship for 1 year from the date of delivery. If a covered part fails during that
        year, we will repair or replace it at no charge.
      </p>
      <h3>What the warranty does not cover</h3>
      <ul>
        <li>Filter cartridges and membranes, which wear out with normal use.</li>
        <li>
          Damage from freezing, fire, flooding, water hammer or pressure above the rated limit.
        </li>
        <li>
          Damage caused by incorrect installation, misuse, or repairs with non-original parts.
        </li>
        <li>Cosmetic wear that does not affect how the product works.</li>
      </ul>
      <h3>How to make a claim</h3>
      <p>
        Contact us with your order number, a short description of the problem and, if you can, a
        photo. We will help you troubleshoot and, if needed, issue a Return Merchandise
        Authorization (RMA) for the repair or replacement.
      </p>
      <p>
        A system you track in <Link to={paths.dashboard}>My Products</Link> shows how long its
        warranty runs, and you can file a claim for it there.
      </p>

      <h2>Returns</h2>
      <ul>
        <li>You may return products within 30 days of delivery.</li>
        <li>
          Every return needs an RMA number from us first; returns without one cannot be accepted.
        </li>
        <li>
          Returns within 14 days of delivery are refunded in full. Returns after 14 days are subject
          to a 10% restocking fee.
        </li>
        <li>
          Items must be complete, in their original packaging and in resalable condition. Opened
          filter cartridges cannot be returned for hygiene reasons unless they are defective.
        </li>
        <li>
          Refunds go back to the original payment method once we receive and inspect the return.
        </li>
      </ul>

      <h2>Invoices, shortages and damage</h2>
      <ul>
        <li>Please raise any invoice dispute within 10 days of the invoice date.</li>
        <li>
          Report shipment discrepancies (missing or wrong items) and damage in transit within 5
          business days of delivery. Keep the packaging so the carrier can inspect it.
        </li>
      </ul>

      <h2>International orders</h2>
      <p>
        International payments are accepted in US dollars only. All orders ship F.O.B. shipping
        point: ownership and risk pass to you when the carrier collects the goods. Import duties,
        taxes and brokerage fees are paid by the buyer.
      </p>

      <h2>Questions</h2>
      <p>
        Call {shopContact.phone}, e-mail{' '}
        <a href={`mailto:${shopContact.email}`}>{shopContact.email}</a> or write to us through our{' '}
        <Link to={paths.contactUs}>contact page</Link>.
      </p>
    </LegalDocument>
  );
}
