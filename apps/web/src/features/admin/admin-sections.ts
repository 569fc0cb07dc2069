import { can, type Permission, type StaffRole } from '@shop/contract';
import {
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MailX,
  Package,
  ReceiptText,
  Repeat,
  ScrollText,
  ShieldAlert,
  ShieldCheck,
  Star,
  TicketPercent,
  Undo2,
  Users,
} from 'lucide-react';
import { adminPaths } from '../../lib/admin-paths.ts';

export interface AdminSection {
  label: string;
  to: string;
  icon: LucideIcon;
  /** What the section's page reads: without it the section is not shown and its URL says so. */
  permission: Permission;
}

/** The back office's sections, each with the permission (packages/contract) its page needs. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    label: 'Dashboard',
    to: adminPaths.dashboard,
    icon: LayoutDashboard,
    permission: 'dashboard:read',
  },
  { label: 'Orders', to: adminPaths.orders, icon: ReceiptText, permission: 'orders:read' },
  { label: 'Auto-replace', to: adminPaths.subscriptions, icon: Repeat, permission: 'plans:read' },
  { label: 'Products', to: adminPaths.products, icon: Package, permission: 'stock:read' },
  { label: 'Customers', to: adminPaths.customers, icon: Users, permission: 'customers:read' },
  {
    label: 'Discounts',
    to: adminPaths.discounts,
    icon: TicketPercent,
    permission: 'discounts:read',
  },
  { label: 'Messages', to: adminPaths.messages, icon: Mail, permission: 'messages:read' },
  {
    label: 'Reminder opt-outs',
    to: adminPaths.reminderOptOuts,
    icon: MailX,
    permission: 'opt-outs:read',
  },
  { label: 'Reviews', to: adminPaths.reviews, icon: Star, permission: 'reviews:read' },
  { label: 'Staff', to: adminPaths.staff, icon: ShieldCheck, permission: 'staff:manage' },
  { label: 'Audit log', to: adminPaths.audit, icon: ScrollText, permission: 'audit:read' },
  {
    label: 'Warranty claims',
    to: adminPaths.warrantyClaims,
    icon: ShieldAlert,
    permission: 'warranty:read',
  },
  { label: 'Returns', to: adminPaths.returns, icon: Undo2, permission: 'returns:read' },
];

export const sectionsFor = (role: StaffRole | null | undefined) =>
  ADMIN_SECTIONS.filter((section) => can(role, section.permission));

/** The section a back-office URL belongs to (the dashboard only for /admin itself). */
export function sectionOf(pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ADMIN_SECTIONS.find((section) =>
    section.to === adminPaths.dashboard
      ? path === section.to
      : path === section.to || path.startsWith(`${section.to}/`),
  );
}
