import { Heart, LayoutDashboard, LogOut, ShoppingCart, UserRound, X } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { visibleNavLinks } from '../nav-links.ts';
import { DrawerProfile } from './drawer-profile.tsx';

const accountLinks = [
  { label: 'Shopping Cart', to: paths.shoppingCart, icon: ShoppingCart },
  { label: 'Wishlist', to: paths.wishlist, icon: Heart },
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Account', to: paths.account, icon: UserRound },
];

export function DrawerMenu({ onClose }: { onClose: () => void }) {
  const { isSignedIn, isAdmin, logout } = useSession();
  const navigate = useNavigate();

  function handleLogout() {
    logout();
    onClose();
    navigate(paths.home);
  }

  return (
    <div className="flex min-h-full flex-col">
      <div className="flex items-start justify-between gap-2 border-b border-base-300 p-4">
        <DrawerProfile />
        <button
          type="button"
          className="btn btn-ghost btn-square btn-sm"
          aria-label="Close menu"
          onClick={onClose}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <nav aria-label="Menu" className="flex-1 p-2">
        <ul className="menu w-full gap-0.5">
          {visibleNavLinks(isAdmin).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {isSignedIn ? (
          <ul className="menu mt-2 w-full gap-0.5 border-t border-base-300 pt-2">
            {accountLinks.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to}>
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" onClick={handleLogout}>
                <LogOut className="size-4" aria-hidden="true" />
                Log Out
              </button>
            </li>
          </ul>
        ) : null}
      </nav>
    </div>
  );
}
