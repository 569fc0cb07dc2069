import { z } from 'zod';

/**
 * Who may do what in the back office: one table, role × action (`entity:action`). Every
 * back-office route names the action it needs and the server checks it in one hook; the web
 * reads the same table to show only the sections a role can use (decision record 066).
 */
export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'support'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES, {
  error: 'Choose a role: owner, manager, fulfilment or support.',
});
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  fulfilment: 'Fulfilment (packing and shipping)',
  support: 'Customer support',
};

export const PERMISSIONS = [
  'dashboard:read',
  'orders:read',
  'orders:ship',
  'orders:deliver',
  'orders:cancel',
  'orders:refund',
  /** Refunds of any size; without it a refund is capped by the shop's support refund limit. */
  'orders:refund-any',
  'orders:export',
  /** The orders CSV with the customers' e-mail and phone; without it those columns are left out. */
  'orders:export-contacts',
  'customers:read',
  'plans:read',
  'plans:manage',
  'plans:settings',
  'stock:read',
  'stock:write',
  'products:write',
  'discounts:read',
  'discounts:write',
  'messages:read',
  'messages:resend',
  'opt-outs:read',
  /** Starting the background sweeps by hand (payments, reminders, plan runs). */
  'jobs:run',
  'settings:manage',
  'staff:manage',
  /** Reading and exporting the audit log of staff writes (decision 068). */
  'audit:read',
  'returns:read',
  /** Approving or rejecting a customer's return, with a message to the customer. */
  'returns:manage',
  /** Marking a return's parcel received, with each line's condition (the packing bench). */
  'returns:receive',
  /** A return's refund; capped by the support refund limit without `orders:refund-any`. */
  'returns:refund',
  'warranty:read',
  /** Approving a claim (a $0 replacement order or a repair note) or declining it. */
  'warranty:manage',
  'reviews:read',
  /** Publishing, hiding and answering reviews in public. */
  'reviews:moderate',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ALL: readonly Permission[] = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: ALL,
  manager: ALL.filter((action) => action !== 'staff:manage' && action !== 'settings:manage'),
  fulfilment: [
    'orders:read',
    'orders:ship',
    'orders:deliver',
    'orders:export',
    'stock:read',
    'stock:write',
    'returns:read',
    'returns:receive',
  ],
  support: [
    'orders:read',
    'orders:cancel',
    'orders:refund',
    'customers:read',
    'plans:read',
    'plans:manage',
    'messages:read',
    'messages:resend',
    'opt-outs:read',
    'returns:read',
    'returns:manage',
    'returns:refund',
    'warranty:read',
    'warranty:manage',
    'reviews:read',
    'reviews:moderate',
  ],
};

/** Whether a staff role may take an action; customers (no staff role) may take none. */
export function can(role: StaffRole | null | undefined, action: Permission): boolean {
  return role ? ROLE_PERMISSIONS[role].includes(action) : false;
}

export const NO_ACCESS_MESSAGE = 'You do not have access to this.';

/** The support refund limit when the owner has not set one: $100. */
export const DEFAULT_SUPPORT_REFUND_LIMIT_CENTS = 10_000;
