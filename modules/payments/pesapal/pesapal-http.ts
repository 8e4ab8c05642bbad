import { PesapalError } from './pesapal-error.ts';

export type RawAnswer = { status: number; json: unknown };

/**
 * One JSON request with a timeout. Network failures, timeouts and bodies that are not JSON
 * become PesapalErrors here; what the JSON means is decided by the caller.
 */
export async function requestJson(options: {
  endpoint: string;
  url: string;
  method: 'GET' | 'POST';
  token: string | undefined;
  body: unknown;
  fetchImpl: typeof fetch;
  timeoutMs: number;
}): Promise<RawAnswer> {
  const { endpoint, url, method, token, body, fetchImpl, timeoutMs } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // Pesapal refuses a Basic header on RequestToken, so only a bearer is ever sent.
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new PesapalError({
      kind: timedOut ? 'timeout' : 'network',
      endpoint,
      detail: timedOut ? `no answer within ${timeoutMs} ms` : `could not reach Pesapal (${errorText(error)})`,
      cause: error,
    });
  }
  try {
    return { status: response.status, json: JSON.parse(text) };
  } catch (error) {
    throw new PesapalError({
      kind: response.ok ? 'malformed' : 'http',
      endpoint,
      detail: response.ok ? 'the answer is not JSON' : `HTTP ${response.status}`,
      httpStatus: response.status,
      cause: error,
    });
  }
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
