'use client';

import useSWR from 'swr';
import { sameProfile } from '../account/profile-fields';

/** The signed-in user's profile as Blade has it (GET /blade-user/info): names resolved for display. */
export type CurrentUser = {
  id: string;
  account: string;
  realName: string;
  name: string;
  avatar: string;
  email: string;
  phone: string;
  roleName: string;
  deptName: string;
  postName: string;
  tenantName: string;
  tenantId: string;
};

export function useCurrentUser() {
  return useSWR<CurrentUser>('/api/blade-user/info', { compare: sameProfile });
}
