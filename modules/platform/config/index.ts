export { type Config, ConfigError, defaultRedisPrefix, loadConfig } from './config.ts';
