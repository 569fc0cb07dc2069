import { NavLink } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { visibleNavLinks } from '../nav-links.ts';

export function HeaderNav() {
  const { isAdmin } = useSession();
  return (
    <nav aria-label="Main" className="hidden border-t border-base-300 lg:block">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4">
        {visibleNavLinks(isAdmin).map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === '/'}
              className={({ isActive }) =>
                `inline-block border-b-2 px-3 py-2.5 text-sm font-medium transition-colors ${
                  isActive
                    ? 'border-primary text-primary'
                    : 'border-transparent text-base-content/80 hover:text-primary'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
