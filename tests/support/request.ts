// HTTP with JSON in and out, for tests and for the benches (no Vitest here).

export type JsonInit = RequestInit & { json?: unknown };
export type Answer = { status: number; headers: Headers; text: string; json: Record<string, unknown> };

/** fetch against `baseUrl` with JSON in (`init.json`) and out (`json`, undefined when not JSON). */
export function requestOf(baseUrl: string) {
  return async (path: string, init: JsonInit = {}): Promise<Answer> => {
    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers, body });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: json as Record<string, unknown>,
    };
  };
}
