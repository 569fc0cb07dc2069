import {
  ChevronRight,
  Heart,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Repeat,
  Settings,
  Truck,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

interface AccountLink {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

const links: AccountLink[] = [
  {
    label: 'Settings',
    description: 'Your household and water profile',
    to: paths.settings,
    icon: Settings,
  },
  {
    label: 'My Products',
    description: 'Filters and systems you track',
    to: paths.dashboard,
    icon: LayoutDashboard,
  },
  {
    label: 'Auto-replace',
    description: 'Replacements that ship before parts are due',
    to: paths.autoReplace,
    icon: Repeat,
  },
  {
    label: 'Wishlist',
    description: 'Products you saved for later',
    to: paths.wishlist,
    icon: Heart,
  },
  {
    label: 'My Orders',
    description: 'Order history and status',
    to: paths.orderHistory,
    icon: Package,
  },
  {
    label: 'Shipping Details',
    description: 'Where we deliver your orders',
    to: paths.shippingDetails,
    icon: Truck,
  },
];

export function AccountLinks() {
  return (
    <nav aria-label="Account">
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map(({ label, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-4 rounded-box border border-base-300 bg-base-100 p-4 transition-colors hover:border-primary"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10">
                <Icon className="size-5 text-primary" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{label}</span>
                <span className="block text-sm text-base-content/75">{description}</span>
              </span>
              <ChevronRight className="size-5 text-base-content/50" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
