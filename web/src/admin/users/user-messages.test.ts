import { describe, expect, it } from 'vitest';
import { AdminApiError } from '../../api/admin-client';
import { USER_MESSAGES, usersErrorMessage } from './user-messages';

describe('usersErrorMessage', () => {
  it('explains a 503 or a database connection problem', () => {
    expect(usersErrorMessage(new AdminApiError(503, 'Service Unavailable', { errors: [] }), 'x')).toBe(
      USER_MESSAGES.database,
    );
    expect(usersErrorMessage(new Error('Failed after 3 attempts: HTTP 503: Service Unavailable'), 'x')).toBe(
      USER_MESSAGES.database,
    );
    expect(
      usersErrorMessage(
        new AdminApiError(500, 'Error', { error: 'Database connection refused', errors: [] }),
        'x',
      ),
    ).toBe(USER_MESSAGES.database);
  });

  it('explains exhausted retries as a network problem', () => {
    expect(usersErrorMessage(new Error('Failed after 3 attempts: Failed to fetch'), 'x')).toBe(
      USER_MESSAGES.network,
    );
  });

  it('shows the server’s text, else the action’s fallback', () => {
    expect(
      usersErrorMessage(
        new AdminApiError(409, 'Conflict', { error: 'Email already in use', errors: [] }),
        'x',
      ),
    ).toBe('Email already in use');
    expect(
      usersErrorMessage(new AdminApiError(400, 'Bad Request', { message: 'Bad role', errors: [] }), 'x'),
    ).toBe('Bad role');
    expect(
      usersErrorMessage(new AdminApiError(500, 'Error', { errors: [] }), USER_MESSAGES.updateFailed),
    ).toBe(USER_MESSAGES.updateFailed);
    expect(usersErrorMessage(new TypeError('Failed to fetch'), USER_MESSAGES.unlockFailed)).toBe(
      USER_MESSAGES.unlockFailed,
    );
  });
});
