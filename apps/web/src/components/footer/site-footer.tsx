import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { SHOP_NAME, shopContact } from '../../lib/shop.ts';
import { SocialLinks } from './social-links.tsx';

const shopLinks = [
  { label: 'Home', to: paths.home },
  { label: 'All Products', to: paths.products },
  { label: 'Residential', to: paths.residential },
  { label: 'Commercial', to: paths.commercial },
  { label: 'Test Kits', to: paths.testkit },
  { label: 'Warranty & Returns', to: paths.warranty },
  { label: 'Contact Us', to: paths.contactUs },
];

const signedInLinks = [
  { label: 'Account', to: paths.account },
  { label: 'Dashboard', to: paths.dashboard },
];

export function SiteFooter() {
  const { isSignedIn } = useSession();
  const menuLinks = isSignedIn ? [...shopLinks, ...signedInLinks] : shopLinks;
  const linkClass = 'link link-hover text-neutral-content/85 hover:text-neutral-content';

  return (
    <footer className="mt-auto bg-neutral text-neutral-content print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about" className="lg:col-span-2">
          <h2 id="footer-about" className="text-lg font-semibold">
            About {SHOP_NAME}
          </h2>
          <p className="mt-3 max-w-md text-sm text-neutral-content/85">
            We are a family-run water treatment company from Cypress, Texas. We design and sell
            reverse osmosis, whole-house and under-sink systems, replacement filters and test kits,
            and we remind you when each filter in your home is due.
          </p>
          <div className="mt-5">
            <SocialLinks />
          </div>
        </section>
        <nav aria-labelledby="footer-menu">
          <h2 id="footer-menu" className="text-lg font-semibold">
            Menu
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {menuLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold">
            Contact
          </h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <a href={shopContact.phoneHref} className={`flex items-center gap-2 ${linkClass}`}>
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {shopContact.phone}
            </a>
            <a
              href={`mailto:${shopContact.email}`}
              className={`flex items-center gap-2 ${linkClass}`}
            >
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {/* One long word: with large text it breaks rather than widen the page. */}
              <span className="min-w-0 wrap-anywhere">{shopContact.email}</span>
            </a>
            <p className="flex items-center gap-2 text-neutral-content/85">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {shopContact.city}
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-neutral-content/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-neutral-content/85">© 2025 {SHOP_NAME}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to={paths.termsAndConditions} className={linkClass}>
                Terms &amp; Conditions
              </Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy} className={linkClass}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
