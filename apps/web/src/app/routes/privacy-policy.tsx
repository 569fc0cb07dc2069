import { PrivacyPolicy } from '../../features/legal/components/privacy-policy.tsx';

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
