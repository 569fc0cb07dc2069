import { type StepUpBody, StepUpResponseSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/step-up: the password or a second-factor code, recorded on this session. */
export function useStepUp() {
  return useMutation({
    mutationFn: (body: StepUpBody) =>
      apiRequest('/auth/step-up', { method: 'POST', body, schema: StepUpResponseSchema }),
  });
}
