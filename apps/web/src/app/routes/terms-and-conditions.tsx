import { TermsAndConditions } from '../../features/legal/components/terms-and-conditions.tsx';

export default function TermsAndConditionsPage() {
  return <TermsAndConditions />;
}
