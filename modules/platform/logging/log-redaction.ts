/** What a redacted secret reads as in a log line. */
export const REDACTED = '[redacted]';

// A path segment after one of these names is a credential: newsletter verify and unsubscribe
// tokens (API and pages), and the tracking ids that open an order's status and downloads.
const SECRET_SEGMENT =
  /(\/(?:verify|verify-subscription|unsubscribe|download|downloads|transaction-status|transaction)\/)([^/?#\s"'\\<>]+)/gi;
// A query value under a name that holds a credential or a person's data (`?token=`,
// `OrderTrackingId`, `OrderMerchantReference`, the comment visitor's `userIdentifier`, email).
const QUERY_PAIR = /([?&])([^=&#\s"'\\<>]*)=([^&#\s"'\\<>]*)/g;
const SECRET_NAME = /token|tracking|reference|secret|signature|key|code|password|session|identifier|email/i;

/**
 * A log line with the secrets of every URL in it redacted: secret path segments and secret
 * query values. Applied to the whole line, so a URL in a message, an error or a stack is covered.
 */
export function redactSecrets(line: string): string {
  if (!line.includes('/') && !line.includes('=')) return line;
  return line
    .replace(SECRET_SEGMENT, (_, head: string) => `${head}${REDACTED}`)
    .replace(QUERY_PAIR, (pair: string, mark: string, name: string) =>
      SECRET_NAME.test(name) ? `${mark}${name}=${REDACTED}` : pair,
    );
}
