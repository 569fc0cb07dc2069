import { type UpdateMeBody, UserSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /users/me: name and/or shipping address; answers with the updated user. */
export function updateMe(body: UpdateMeBody) {
  return apiRequest('/users/me', { method: 'PUT', body, schema: UserSchema });
}

export function useUpdateMe() {
  return useMutation({ mutationFn: updateMe });
}
