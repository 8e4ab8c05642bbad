import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { USER_MESSAGES, usersErrorMessage } from './user-messages';

function answered(status: number, message: string, fromServer = true) {
  return new ApiError({ status, code: `http_${status}`, message, fromServer });
}

describe('usersErrorMessage', () => {
  it('explains a 503 or a database connection problem', () => {
    expect(usersErrorMessage(answered(503, 'HTTP 503: Service Unavailable', false), 'x')).toBe(
      USER_MESSAGES.database,
    );
    expect(usersErrorMessage(new Error('Failed after 3 attempts: HTTP 503: Service Unavailable'), 'x')).toBe(
      USER_MESSAGES.database,
    );
    expect(usersErrorMessage(answered(500, 'Database connection refused'), 'x')).toBe(USER_MESSAGES.database);
  });

  it('explains exhausted retries as a network problem', () => {
    expect(usersErrorMessage(new Error('Failed after 3 attempts: Failed to fetch'), 'x')).toBe(
      USER_MESSAGES.network,
    );
  });

  it('shows the server’s text, else the action’s fallback', () => {
    expect(usersErrorMessage(answered(409, 'Email already in use'), 'x')).toBe('Email already in use');
    expect(usersErrorMessage(answered(500, 'HTTP 500: Error', false), USER_MESSAGES.updateFailed)).toBe(
      USER_MESSAGES.updateFailed,
    );
    expect(usersErrorMessage(new TypeError('Failed to fetch'), USER_MESSAGES.unlockFailed)).toBe(
      USER_MESSAGES.unlockFailed,
    );
  });
});
