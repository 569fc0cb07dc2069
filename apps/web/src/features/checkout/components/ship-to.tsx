import { Link } from 'react-router';
import { useSession } from '../../../lib/session.tsx';
import { useAddressLink } from './use-address-link.ts';

/** Where the order goes (the saved address the tax was computed for), with a way to change it. */
export function ShipTo() {
  const address = useSession().user?.address;
  const addressLink = useAddressLink();
  if (!address?.zip) return null;
  const lines = [
    address.street,
    [address.city, address.state].filter(Boolean).join(', '),
    address.zip,
  ];
  return (
    <div className="mt-4 flex items-start justify-between gap-3 border-t border-base-300 pt-4 text-sm">
      <p>
        <span className="font-semibold">Shipping to</span>
        <br />
        {lines.filter(Boolean).join(' · ')}
      </p>
      <Link {...addressLink} className="link link-primary shrink-0">
        Change
      </Link>
    </div>
  );
}
