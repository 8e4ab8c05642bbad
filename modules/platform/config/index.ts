export { type Config, ConfigError, defaultRedisPrefix, loadConfig } from './config.ts';
export { type DkimKey, type MailSender, parseMailFrom } from './mail-config.ts';
export type { StorageSettings } from './storage-config.ts';
