/** Marks an order paid without a real charge (test-card processor or a Stripe test key). */
export function TestOrderBadge({ isTest }: { isTest: boolean }) {
  if (!isTest) return null;
  return <span className="badge badge-outline badge-neutral font-semibold">Test order</span>;
}
