import { type DestinationStream, type Logger, pino } from 'pino';
import { redactSecrets } from './log-redaction.ts';

export type { Logger };

/** Where log lines go; standard output unless a test captures them. */
export type LogDestination = { write(line: string): void };

/**
 * One structured JSON logger per process; children carry request ids and job names. Every
 * line passes `redactSecrets` on its way out, so no URL's tokens or tracking ids reach a log,
 * whichever field (access line, message, error, stack) carries it.
 */
export function createLogger(options: { level: string; name: string; destination?: LogDestination }): Logger {
  const out: LogDestination = options.destination ?? pino.destination(1);
  const redacting: DestinationStream = { write: (line: string) => out.write(redactSecrets(line)) };
  return pino(
    {
      name: options.name,
      level: options.level,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
        censor: '[redacted]',
      },
    },
    redacting,
  );
}
