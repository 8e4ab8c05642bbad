export { type Config, ConfigError, loadConfig } from './config.ts';
export { type DkimKey, type MailSender, parseMailFrom } from './mail-config.ts';
