import {
  EndedSessionsSchema,
  type InviteStaffBody,
  MessageResponseSchema,
  StaffInviteSchema,
  StaffListSchema,
  StaffMemberSchema,
  type UpdateStaffBody,
} from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['admin', 'staff'] as const;
const memberPath = (id: string) => `/admin/staff/${encodeURIComponent(id)}`;

/** GET /admin/staff: the members and the invitations not yet accepted. */
export function useStaff() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/admin/staff', { signal, schema: StaffListSchema }),
  });
}

function useStaffMutation<T>(mutationFn: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /admin/staff: e-mails the invitation link. */
export const useInviteStaff = () =>
  useStaffMutation((body: InviteStaffBody) =>
    apiRequest('/admin/staff', { method: 'POST', body, schema: StaffInviteSchema }),
  );

/** PATCH /admin/staff/{id}: a new role or (un)suspension; the member's sessions end. */
export const useUpdateStaff = () =>
  useStaffMutation(({ id, body }: { id: string; body: UpdateStaffBody }) =>
    apiRequest(memberPath(id), { method: 'PATCH', body, schema: StaffMemberSchema }),
  );

/** DELETE /admin/staff/{id}. */
export const useRemoveStaff = () =>
  useStaffMutation((id: string) =>
    apiRequest(memberPath(id), { method: 'DELETE', schema: z.object({ _id: z.string() }) }),
  );

/** DELETE /admin/staff/{id}/sessions: the member is signed out of every device at once. */
export const useEndMemberSessions = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${memberPath(id)}/sessions`, { method: 'DELETE', schema: EndedSessionsSchema }),
  });

/** POST /admin/staff/{id}/reset-second-factor: a member who lost their phone and codes. */
export const useResetSecondFactor = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${memberPath(id)}/reset-second-factor`, {
        method: 'POST',
        schema: MessageResponseSchema,
      }),
  });
