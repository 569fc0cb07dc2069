import { WarrantyPolicy } from '../../features/legal/components/warranty-policy.tsx';

export default function WarrantyPolicyPage() {
  return <WarrantyPolicy />;
}
