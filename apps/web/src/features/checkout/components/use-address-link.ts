import { useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { REDIRECT_PARAM } from '../../../lib/sign-in-redirect.ts';

/** What the shipping page hands back to checkout once the address is saved. */
export interface ReturnToCheckoutState {
  returnState: unknown;
}

/**
 * The link from checkout to the shipping details: back to checkout after saving (the `redirect`
 * parameter of docs/decisions/012), with checkout's own state (Buy it Now's item) carried along.
 */
export function useAddressLink() {
  const { state } = useLocation();
  const returnState: ReturnToCheckoutState = { returnState: state };
  return {
    to: `${paths.shippingDetails}?${new URLSearchParams({ [REDIRECT_PARAM]: paths.checkout })}`,
    state: returnState,
  };
}
