export { type Config, ConfigError, loadConfig } from './config.ts';
