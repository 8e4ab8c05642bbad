import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type LoginInput,
  type RegisterInput,
  registrationResponseSchema,
  sessionResponseSchema,
  type UserView,
  userResponseSchema,
  userViewSchema,
} from '../../../modules/admin/admin.schemas.ts';
import { adminKeys } from '../lib/admin-query-keys';
import {
  ADMIN_TOKEN_KEY,
  ADMIN_USER_KEY,
  ANY_ANSWER,
  adminRequest,
  apiRequest,
  clearAdminSession,
} from '../lib/api-client';

export type { UserView };

export type Session = z.infer<typeof sessionResponseSchema>;

/** GET /api/auth/registration (public): whether the sign-in page may offer to create an account. */
export async function fetchRegistrationOpen(signal?: AbortSignal): Promise<boolean> {
  const answer = await apiRequest('/api/auth/registration', registrationResponseSchema, { signal });
  return answer.registration.open;
}

/** Whether registration is open; undefined while unknown (loading, or the call failed). */
export function useRegistrationOpen(): boolean | undefined {
  const { data } = useQuery({
    queryKey: adminKeys.registration(),
    queryFn: ({ signal }) => fetchRegistrationOpen(signal),
    staleTime: 60_000,
  });
  return data;
}

/** Remembers the signed-in admin on this device (spec section 3: admin-token and admin-user). */
export function storeAdminSession(session: Session): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, session.token);
  localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(session.user));
}

/** Keeps the stored copy of the admin in step after a profile change. */
export function storeAdminUser(user: UserView): void {
  localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(user));
}

/** The admin stored at sign-in, if it still parses; shown while the profile loads. */
export function readStoredAdminUser(): UserView | null {
  try {
    const raw = localStorage.getItem(ADMIN_USER_KEY);
    if (!raw) return null;
    const parsed = userViewSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** POST /api/auth/login with JSON {email, password}. */
export function login(input: LoginInput): Promise<Session> {
  return adminRequest('/api/auth/login', sessionResponseSchema, { method: 'POST', body: input, token: null });
}

export type RegisterRequest = RegisterInput & { profilePicture?: File | null };

/** POST /api/auth/register as multipart: email, password, name and an optional profilePicture. */
export function register(input: RegisterRequest): Promise<Session> {
  const form = new FormData();
  form.append('email', input.email);
  form.append('password', input.password);
  form.append('name', input.name);
  if (input.profilePicture) form.append('profilePicture', input.profilePicture);
  return adminRequest('/api/auth/register', sessionResponseSchema, {
    method: 'POST',
    body: form,
    token: null,
  });
}

/** POST /api/auth/logout; the server also clears its cookie. Failure does not keep anyone signed in. */
export async function logout(): Promise<void> {
  await adminRequest('/api/auth/logout', ANY_ANSWER, { method: 'POST' }).catch(() => undefined);
}

export async function fetchProfile(signal?: AbortSignal): Promise<UserView> {
  const answer = await adminRequest('/api/auth/profile', userResponseSchema, { signal });
  return answer.user;
}

export type ProfileChanges = { name?: string; email?: string; phone?: string; profilePicture?: File | null };

/** PUT /api/auth/profile as multipart with only the changed fields (spec section 7). */
export function updateProfile(changes: ProfileChanges) {
  const form = new FormData();
  if (changes.name !== undefined) form.append('name', changes.name);
  if (changes.email !== undefined) form.append('email', changes.email);
  if (changes.phone !== undefined) form.append('phone', changes.phone);
  if (changes.profilePicture) form.append('profilePicture', changes.profilePicture);
  return adminRequest('/api/auth/profile', userResponseSchema, { method: 'PUT', body: form });
}

/** The signed-in admin (GET /api/auth/profile). */
export function useProfileQuery() {
  return useQuery({
    queryKey: adminKeys.profile(),
    queryFn: ({ signal }) => fetchProfile(signal),
    // A fresh look each time the back office opens: the guard depends on this answer.
    staleTime: 60_000,
  });
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      storeAdminUser(answer.user);
      queryClient.setQueryData(adminKeys.profile(), answer.user);
    },
  });
}

export type AuthRequest = { mode: 'login'; input: LoginInput } | { mode: 'register'; input: RegisterRequest };

/** Signs in or registers, then stores the session and drops anything cached for a previous admin. */
export function useAuthMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AuthRequest) =>
      request.mode === 'login' ? login(request.input) : register(request.input),
    onSuccess: (session) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      storeAdminSession(session);
      queryClient.setQueryData(adminKeys.profile(), session.user);
    },
  });
}

/** Ends the session here: tells the server (best effort), forgets the token and the cached data. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async function signOut(): Promise<void> {
    await logout();
    clearAdminSession();
    queryClient.removeQueries({ queryKey: adminKeys.all });
  };
}
