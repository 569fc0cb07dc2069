/** The back office's pages (issue 14), beside the spec's routes in paths.ts. */
export const adminPaths = {
  dashboard: '/admin',
  orders: '/admin/orders',
  products: '/admin/products',
  customers: '/admin/customers',
  discounts: '/admin/discounts',
  messages: '/admin/messages',
  reminderOptOuts: '/admin/reminder-opt-outs',
  subscriptions: '/admin/subscriptions',
  staff: '/admin/staff',
  audit: '/admin/audit',
  reviews: '/admin/reviews',
  warrantyClaims: '/admin/warranty-claims',
  returns: '/admin/returns',
} as const;

export const adminOrderPath = (id: string) => `${adminPaths.orders}/${id}`;
export const adminCustomerPath = (id: string) => `${adminPaths.customers}/${id}`;
export const adminSubscriptionPath = (id: string) => `${adminPaths.subscriptions}/${id}`;
export const adminReturnPath = (id: string) => `${adminPaths.returns}/${id}`;
