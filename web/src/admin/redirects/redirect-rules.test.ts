import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { checkRedirect, REDIRECT_TEXTS, redirectFieldErrors, sourceLabel } from './redirect-rules';

const refusal = (
  status: number,
  code: string,
  message: string,
  errors: { path: string; message: string }[] = [],
) => new ApiError({ status, code, message, errors, fromServer: true });

describe('redirect rules', () => {
  it('checks both paths before sending', () => {
    expect(checkRedirect({ from: ' ', to: '' })).toEqual({
      from: REDIRECT_TEXTS.fromRequired,
      to: REDIRECT_TEXTS.toRequired,
    });
    expect(checkRedirect({ from: 'old', to: '//evil.example' })).toEqual({
      from: REDIRECT_TEXTS.sitePath,
      to: REDIRECT_TEXTS.sitePath,
    });
    expect(checkRedirect({ from: '/2019/05/old', to: '/blog/new' })).toEqual({});
  });

  it('puts a 400 field error on its field', () => {
    const error = refusal(400, 'validation_error', 'Validation failed', [
      { path: 'to', message: 'The new path must start with a single /' },
    ]);
    expect(redirectFieldErrors(error)).toEqual({ to: 'The new path must start with a single /' });
  });

  it('puts a taken old path on "from" and a loop on "to"', () => {
    expect(
      redirectFieldErrors(refusal(409, 'redirect_exists', 'A redirect from this path already exists')),
    ).toEqual({
      from: 'A redirect from this path already exists',
    });
    expect(
      redirectFieldErrors(refusal(409, 'redirect_loop', 'This redirect would send visitors round in a loop')),
    ).toEqual({
      to: 'This redirect would send visitors round in a loop',
    });
  });

  it('leaves other failures to the banner', () => {
    expect(redirectFieldErrors(refusal(500, 'internal', 'Something went wrong'))).toBeUndefined();
    expect(redirectFieldErrors(new Error('offline'))).toBeUndefined();
  });

  it('names who made a redirect', () => {
    expect([sourceLabel('manual'), sourceLabel('wordpress'), sourceLabel('site')]).toEqual([
      'You',
      'WordPress import',
      'Site import',
    ]);
  });
});
