import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  messageResponseSchema,
  USERS_PAGE_SIZE,
  type UserRole,
  userResponseSchema,
  usersResponseSchema,
} from '../../../modules/admin/admin.schemas.ts';
import { adminRequest } from '../lib/api-client';
import { queryKeys, type UsersFilters } from '../lib/query-keys';

export type { UsersFilters };

export type UsersPage = z.infer<typeof usersResponseSchema>;

export const EMPTY_USERS_FILTERS: UsersFilters = { page: 1, search: '', role: '', verified: '', locked: '' };

/** The query string of GET /api/users: page, limit=10 and only the filters that are set. */
export function buildUsersQuery(filters: UsersFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(USERS_PAGE_SIZE) });
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.role) params.set('role', filters.role);
  if (filters.verified) params.set('is_verified', filters.verified);
  if (filters.locked) params.set('locked', filters.locked);
  return params.toString();
}

export function fetchUsers(filters: UsersFilters, signal?: AbortSignal): Promise<UsersPage> {
  return adminRequest(`/api/users?${buildUsersQuery(filters)}`, usersResponseSchema, { signal });
}

export type UserUpdate = {
  name: string;
  email: string;
  phone: string;
  role: UserRole;
  profilePicture?: File | null;
  removeProfilePicture?: boolean;
};

/** PUT /api/users/{id} as multipart: name, email, phone, role, profile_picture, remove_profile_picture. */
export function updateUser(id: string, update: UserUpdate) {
  const form = new FormData();
  form.append('name', update.name);
  form.append('email', update.email);
  form.append('phone', update.phone);
  form.append('role', update.role);
  if (update.profilePicture) form.append('profile_picture', update.profilePicture);
  if (update.removeProfilePicture) form.append('remove_profile_picture', 'true');
  return adminRequest(`/api/users/${encodeURIComponent(id)}`, userResponseSchema, {
    method: 'PUT',
    body: form,
  });
}

export function changeUserPassword(id: string, password: string) {
  return adminRequest(`/api/users/${encodeURIComponent(id)}/password`, messageResponseSchema, {
    method: 'PUT',
    body: { password },
  });
}

export function setUserVerified(id: string, isVerified: boolean) {
  return adminRequest(`/api/users/${encodeURIComponent(id)}/verification`, userResponseSchema, {
    method: 'PUT',
    body: { is_verified: isVerified },
  });
}

export function unlockUser(id: string) {
  return adminRequest(`/api/users/${encodeURIComponent(id)}/unlock`, userResponseSchema, { method: 'PUT' });
}

export function deleteUser(id: string) {
  return adminRequest(`/api/users/${encodeURIComponent(id)}`, messageResponseSchema, { method: 'DELETE' });
}

/** Spec section 4: locked while account_locked_until lies in the future. */
export function isLocked(user: { account_locked_until: string | null }, now: Date = new Date()): boolean {
  if (!user.account_locked_until) return false;
  const until = Date.parse(user.account_locked_until);
  return Number.isFinite(until) && until > now.getTime();
}

export function useUsersQuery(filters: UsersFilters) {
  return useQuery({
    queryKey: queryKeys.admin.users.list(filters),
    queryFn: ({ signal }) => fetchUsers(filters, signal),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Mutations of one user; every success refreshes the list (and the profile, which may be the same person). */
export function useUserMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.profile() }),
    ]);
  return {
    update: useMutation({
      mutationFn: ({ id, update }: { id: string; update: UserUpdate }) => updateUser(id, update),
      onSuccess: refresh,
    }),
    password: useMutation({
      mutationFn: ({ id, password }: { id: string; password: string }) => changeUserPassword(id, password),
    }),
    verification: useMutation({
      mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) =>
        setUserVerified(id, isVerified),
      onSuccess: refresh,
    }),
    unlock: useMutation({
      mutationFn: (id: string) => unlockUser(id),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => deleteUser(id),
      onSuccess: refresh,
    }),
  };
}
