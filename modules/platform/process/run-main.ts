import { type Config, ConfigError, loadConfig } from '../config/index.ts';
import { createLogger, type Logger } from '../logging/index.ts';

export type RunningProcess = {
  /** Logged when a signal arrives ('finishing in-flight requests'). */
  stopping: string;
  /** Finishes the work under way and releases every connection. */
  stop(): Promise<void>;
};

export type MainOptions = {
  /** The logger's name: 'api', 'worker'. */
  name: string;
  /** How long stopping may take before the process exits 1 anyway. */
  graceMs: number;
  start(config: Config, logger: Logger): Promise<RunningProcess>;
};

/**
 * A composition root's life: the configuration (a bad one prints why and exits 1, no stack), the
 * start, and one graceful stop on SIGTERM or SIGINT, cut short after `graceMs`.
 */
export async function runMain({ name, graceMs, start }: MainOptions): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: config.logLevel, name });
  logger.info(
    { redisPrefix: config.redisPrefix },
    config.redisPrefixExplicit
      ? `redis prefix ${config.redisPrefix} (REDIS_PREFIX)`
      : `redis prefix ${config.redisPrefix} (default for this data folder and database; set REDIS_PREFIX to choose)`,
  );
  const running = await start(config, logger);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${name} shutting down: ${running.stopping}`);
    const force = setTimeout(() => {
      logger.error(`${name} shutdown took too long; exiting`);
      process.exit(1);
    }, graceMs);
    force.unref();
    await running.stop();
    logger.info(`${name} stopped`);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

/** Runs `main` and exits 1 with the error printed if it fails to start. */
export function runOrExit(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
