import type { z } from 'zod';
import {
  messageResponseSchema,
  USERS_PAGE_SIZE,
  type UserRole,
  userResponseSchema,
  usersResponseSchema,
} from '../../../modules/admin/admin.schemas.ts';
import { adminKeys } from '../lib/admin-query-keys';
import { adminRequest } from '../lib/api-client';
import type { UsersFilters } from '../lib/query-keys';
import { itemPath, useAdminMutation, useFilteredList } from './admin-api';

export type { UsersFilters };

export type UsersPage = z.infer<typeof usersResponseSchema>;

export const EMPTY_USERS_FILTERS: UsersFilters = { search: '', role: '', verified: '', locked: '' };

/** The query string of GET /api/users: page, limit=10 and only the filters that are set. */
export function buildUsersQuery(filters: UsersFilters, page = 1): string {
  const params = new URLSearchParams({ page: String(page), limit: String(USERS_PAGE_SIZE) });
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.role) params.set('role', filters.role);
  if (filters.verified) params.set('is_verified', filters.verified);
  if (filters.locked) params.set('locked', filters.locked);
  return params.toString();
}

/** One page of GET /api/users: `{ users, pagination }`, the admin lists' one shape. */
export function fetchUsers(filters: UsersFilters, page: number, signal?: AbortSignal): Promise<UsersPage> {
  return adminRequest(`/api/users?${buildUsersQuery(filters, page)}`, usersResponseSchema, { signal });
}

export type UserUpdate = {
  name: string;
  email: string;
  phone: string;
  role: UserRole;
  profilePicture?: File | null;
  removeProfilePicture?: boolean;
};

const user = (id: string) => itemPath('/api/users', id);

/** PUT /api/users/{id} as multipart: name, email, phone, role, profile_picture, remove_profile_picture. */
function updateUser({ id, update }: { id: string; update: UserUpdate }) {
  const form = new FormData();
  form.append('name', update.name);
  form.append('email', update.email);
  form.append('phone', update.phone);
  form.append('role', update.role);
  if (update.profilePicture) form.append('profile_picture', update.profilePicture);
  if (update.removeProfilePicture) form.append('remove_profile_picture', 'true');
  return adminRequest(user(id), userResponseSchema, { method: 'PUT', body: form });
}

const changeUserPassword = ({ id, password }: { id: string; password: string }) =>
  adminRequest(`${user(id)}/password`, messageResponseSchema, { method: 'PUT', body: { password } });

const setUserVerified = ({ id, isVerified }: { id: string; isVerified: boolean }) =>
  adminRequest(`${user(id)}/verification`, userResponseSchema, {
    method: 'PUT',
    body: { is_verified: isVerified },
  });

const unlockUser = (id: string) => adminRequest(`${user(id)}/unlock`, userResponseSchema, { method: 'PUT' });

const deleteUser = (id: string) => adminRequest(user(id), messageResponseSchema, { method: 'DELETE' });

/** Spec section 4: locked while account_locked_until lies in the future. */
export function isLocked(user: { account_locked_until: string | null }, now: Date = new Date()): boolean {
  if (!user.account_locked_until) return false;
  const until = Date.parse(user.account_locked_until);
  return Number.isFinite(until) && until > now.getTime();
}

export function useUsersQuery(filters: UsersFilters, page = 1) {
  const key = adminKeys.users.list(filters, page);
  return useFilteredList(key, (signal) => fetchUsers(filters, page, signal), { staleTime: 0 });
}

/** The list and the profile (which may be the same person). */
const USERS = [adminKeys.users.all, adminKeys.profile()];

/** Mutations of one user; each refreshes the list and the profile (a password change neither). */
export function useUserMutations() {
  return {
    update: useAdminMutation(updateUser, USERS),
    password: useAdminMutation(changeUserPassword, []),
    verification: useAdminMutation(setUserVerified, USERS),
    unlock: useAdminMutation(unlockUser, USERS),
    remove: useAdminMutation(deleteUser, USERS),
  };
}
