import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { shopContact } from '../../../lib/shop.ts';
import { LegalDocument } from './legal-document.tsx';

export function TermsAndConditions() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      effectiveDate="June 12, 2025"
      intro="These terms apply when you browse, create an account or buy from ClearSpring Water, Cypress, Texas. By using the shop you agree to them."
    >
      <h2>1. Your account</h2>
      <p>
        You need an account to order, keep a cart or use the My Products tracker. Give us accurate
        details, keep your password private and tell us straight away if you think someone else has
        used your account. You are responsible for activity under your account.
      </p>

      <h2>2. Products and prices</h2>
      <p>
        We describe and photograph our products as accurately as we can, but colours and finishes
        may differ slightly. Prices are in US dollars and may change at any time; the price that
        applies is the one shown when you place your order. Shipping and tax are calculated at
        checkout. If a price or description is clearly wrong, we may cancel the order and refund you
        in full.
      </p>

      <h2>3. Orders and payment</h2>
      <p>
        Your order is an offer to buy. We accept it when we confirm the order and take payment.
        Stock is limited; if an item sells out before we accept your order, we will tell you and
        will not charge you for it. Payments are processed securely by our card payment provider.
      </p>

      <h2>4. Shipping</h2>
      <p>
        Goods are shipped F.O.B. shipping point: ownership and the risk of loss pass to you when the
        carrier collects the shipment from us. Delivery dates are estimates. Please check your
        delivery and report any shortage or damage within 5 business days.
      </p>

      <h2>5. Returns and warranty</h2>
      <p>
        Returns need a Return Merchandise Authorization (RMA) and are accepted within 30 days of
        delivery. Our products carry a 1-year limited warranty. The full rules, including restocking
        fees, are in our <Link to={paths.warranty}>Warranty and Return Policy</Link>.
      </p>

      <h2>6. Filter reminders and water information</h2>
      <p>
        The My Products tracker and its reminders are a free convenience. Replacement dates are
        estimates based on typical use and the details you give us; actual filter life depends on
        your water and usage. Water-quality figures shown on the site, such as ZIP-code TDS
        estimates, are general information and not a laboratory test of your water.
      </p>

      <h2>7. Acceptable use</h2>
      <p>
        Do not misuse the shop: no attempts to break into accounts or systems, no automated scraping
        that burdens the service, and no false information. We may suspend accounts that break these
        terms.
      </p>

      <h2>8. Intellectual property</h2>
      <p>
        The site's text, artwork, logos and software belong to ClearSpring Water or its licensors
        and may not be copied without our written permission.
      </p>

      <h2>9. Limitation of liability</h2>
      <p>
        To the extent the law allows, our total liability for any claim about a product is limited
        to the price you paid for it, and we are not liable for indirect or consequential losses.
        Nothing in these terms limits rights you have under consumer protection law.
      </p>

      <h2>10. Governing law</h2>
      <p>These terms are governed by the laws of the State of Texas, United States.</p>

      <h2>11. Changes</h2>
      <p>
        We may update these terms. The version that applies to an order is the one in force when you
        placed it. The effective date at the top of this page shows the latest change.
      </p>

      <h2>12. Contact</h2>
      <p>
        ClearSpring Water, {shopContact.city}. E-mail{' '}
        <a href={`mailto:${shopContact.email}`}>{shopContact.email}</a> or call {shopContact.phone}.
      </p>
    </LegalDocument>
  );
}
