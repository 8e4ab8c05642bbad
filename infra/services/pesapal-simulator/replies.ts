// Pesapal-shaped answers and the small checks the endpoints share.

export type ApiRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
};
export type ApiAnswer = { status: number; json: unknown };

export function fail(type: string, code: string, message: string, status = 200): ApiAnswer {
  return { status, json: { error: { error_type: type, code, message }, status: '500' } };
}

export const badRequest = (message: string) =>
  fail('invalid_request_error', 'invalid_api_request_parameters', message);

export const refusedToken = (): ApiAnswer => ({
  status: 401,
  json: {
    error: {
      error_type: 'authentication_error',
      code: 'invalid_api_credentials_provided',
      message: 'Invalid Access Token',
    },
    status: null,
  },
});

export function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
