import { useRef } from 'react';
import { NavLink } from 'react-router';
import { adminPaths } from '../../../lib/admin-paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { sectionsFor } from '../admin-sections.ts';
import { useCurrentLinkInView } from './use-current-link-in-view.ts';

/**
 * daisyUI's menu drops the focus outline for a faint tint; keyboard users get the ring every other
 * control has (theme.css).
 */
const linkClass =
  'whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary focus-visible:outline-solid';

/**
 * The back office's own navigation: a scrolling row on a phone, a side column on a desktop. Only
 * the sections the signed-in staff role may use are shown (the permission table).
 */
export function AdminNav() {
  const { user } = useSession();
  const links = sectionsFor(user?.staffRole);
  const row = useRef<HTMLElement>(null);
  useCurrentLinkInView(row);
  return (
    <nav ref={row} aria-label="Admin" className="overflow-x-auto lg:w-52 lg:shrink-0 print:hidden">
      <ul className="menu menu-horizontal flex-nowrap gap-1 rounded-box bg-base-200 lg:menu-vertical lg:w-full">
        {links.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} end={to === adminPaths.dashboard} className={linkClass}>
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
