import { ApiError, serverMessage } from '../../lib/api-client';

/** Spec section 8, Users. */
export const USER_MESSAGES = {
  database: 'Database connection issue. Please try again in a moment.',
  network: 'Network connection issue. Please check your internet connection and try again.',
  fetchFailed: 'Failed to fetch users',
  updateFailed: 'Failed to update user',
  passwordFailed: 'Failed to change password',
  verificationFailed: 'Failed to toggle verification',
  unlockFailed: 'Failed to unlock account',
  deleteFailed: 'Failed to delete user',
  updated: 'User updated successfully!',
  passwordChanged: 'Password changed successfully!',
  deleted: 'User deleted successfully!',
} as const;

/**
 * What to tell the admin when a users call fails: a database or network problem in plain words,
 * else the server's own text, else the action's fallback.
 */
export function usersErrorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 503 || /\b503\b/.test(message) || message.includes('Database connection')) {
    return USER_MESSAGES.database;
  }
  if (message.includes('Failed after')) return USER_MESSAGES.network;
  return serverMessage(error) ?? fallback;
}
