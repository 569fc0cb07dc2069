import {
  type ConfirmPaymentBody,
  type ConfirmPaymentResult,
  ConfirmPaymentResultSchema,
} from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /payments/confirm (test-mode processor): a decline is a 402 with the processor's words. */
export function confirmPayment(body: ConfirmPaymentBody): Promise<ConfirmPaymentResult> {
  return apiRequest('/payments/confirm', {
    method: 'POST',
    body,
    schema: ConfirmPaymentResultSchema,
  });
}
