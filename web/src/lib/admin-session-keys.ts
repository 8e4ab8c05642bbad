/**
 * localStorage keys of the back-office session (admin spec sections 3 and 9). A module of their
 * own: the public page's script reads the token's presence (beacon.ts) and must not load the
 * API client to do so.
 */
export const ADMIN_TOKEN_KEY = 'admin-token';
export const ADMIN_USER_KEY = 'admin-user';
