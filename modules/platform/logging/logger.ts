import { type Logger, pino } from 'pino';

export type { Logger };

/** One structured JSON logger per process; children carry request ids and job names. */
export function createLogger(options: { level: string; name: string }): Logger {
  return pino({
    name: options.name,
    level: options.level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
      censor: '[redacted]',
    },
  });
}
