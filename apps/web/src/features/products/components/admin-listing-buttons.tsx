import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** The admin's floating add, edit and delete buttons on a listing page. */
export function AdminListingButtons({ listingPath }: { listingPath: string }) {
  const buttons = [
    { to: paths.createProduct, label: 'Add product', icon: Plus, tone: 'btn-primary' },
    { to: `${listingPath}/edit`, label: 'Edit products', icon: Pencil, tone: 'btn-secondary' },
    { to: `${listingPath}/delete`, label: 'Delete products', icon: Trash2, tone: 'btn-error' },
  ];
  return (
    <nav
      aria-label="Manage products"
      className="fixed right-4 bottom-4 z-30 flex flex-col gap-3 sm:right-6 sm:bottom-6"
    >
      {buttons.map(({ to, label, icon: Icon, tone }) => (
        <Link
          key={to}
          to={to}
          aria-label={label}
          title={label}
          className={`btn btn-circle btn-lg shadow-lg ${tone}`}
        >
          <Icon className="size-6" aria-hidden="true" />
        </Link>
      ))}
    </nav>
  );
}
