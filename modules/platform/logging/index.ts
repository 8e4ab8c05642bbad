export { REDACTED, redactSecrets } from './log-redaction.ts';
export { createLogger, type LogDestination, type Logger } from './logger.ts';
