import type { IncomingMessage } from 'node:http';

/** Requests the app made to itself (a page render's API reads), never from outside. */
const internal = new WeakSet<IncomingMessage>();

/**
 * Marks a request the app injects into its own handler (the pages module's in-process reads):
 * its access line is logged at debug level, as detail of the page's own, and it is not counted
 * in the request metrics.
 */
export function markInternalRequest(req: IncomingMessage): void {
  internal.add(req);
}

/** Whether a request was made by the app itself (`markInternalRequest`). */
export const isInternalRequest = (req: IncomingMessage): boolean => internal.has(req);
