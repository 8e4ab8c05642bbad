import type { ParameterizedContext } from 'koa';

/** An IPN is three short fields; anything longer is not one. */
const MAX_BODY_BYTES = 4096;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of an IPN, wherever Pesapal (or a proxy in between) put them: the query of a GET;
 * for a POST the body read as JSON or as a form whatever its Content-Type says (a JSON body sent
 * as text/plain or with no type at all must not leave the order waiting for the poll), over the
 * query. What comes out is only a candidate: the caller validates it with zod.
 */
export async function notificationInput(ctx: ParameterizedContext): Promise<Record<string, unknown>> {
  const query: Record<string, unknown> = { ...ctx.query };
  if (ctx.method === 'GET') return query;
  // The route declares no body parser, so the body is still unread whatever its type says.
  const text = await rawBody(ctx);
  if (text === undefined) return {};
  const fields = text.trim() === '' ? {} : bodyFields(text.trim());
  return fields ? { ...query, ...fields } : {};
}

/** A JSON object or a form, or undefined when the text is neither. */
export function bodyFields(text: string): Record<string, unknown> | undefined {
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      const value: unknown = JSON.parse(text);
      return isRecord(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** The body as UTF-8 text, or undefined when it is longer than an IPN can be. */
async function rawBody(ctx: ParameterizedContext): Promise<string | undefined> {
  if (ctx.req.readableEnded) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
