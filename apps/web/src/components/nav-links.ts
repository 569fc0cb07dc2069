import { adminPaths } from '../lib/admin-paths.ts';
import { paths } from '../lib/paths.ts';

export interface NavLinkItem {
  label: string;
  to: string;
  adminOnly?: boolean;
}

/** The header's navigation, in the order of SPEC.md 'Header, drawer, footer'. */
export const mainNavLinks: NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'My Products', to: paths.dashboard },
  // The orders desk (issue 40); the older Received Orders page stays at its SPEC.md path.
  { label: 'Orders', to: adminPaths.orders, adminOnly: true },
  { label: 'Commercial', to: paths.commercial },
  { label: 'Residential', to: paths.residential },
  { label: 'Test Kit', to: paths.testkit },
  { label: 'Products', to: paths.products },
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'Back Office', to: adminPaths.dashboard, adminOnly: true },
];

export function visibleNavLinks(isAdmin: boolean): NavLinkItem[] {
  return mainNavLinks.filter((link) => isAdmin || !link.adminOnly);
}
