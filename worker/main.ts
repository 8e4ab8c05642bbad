import { type Config, ConfigError, loadConfig } from '../modules/platform/config/index.ts';
import { createLogger } from '../modules/platform/logging/index.ts';
import { startWorkerRuntime } from './runtime.ts';

/** Worker composition root: runs every queue until SIGTERM/SIGINT, then drains active jobs. */
async function main(): Promise<void> {
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
  const logger = createLogger({ level: config.logLevel, name: 'worker' });
  const runtime = await startWorkerRuntime({ config, logger });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down: waiting for active jobs');
    const force = setTimeout(() => {
      logger.error('worker shutdown took too long; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    await runtime.stop();
    logger.info('worker stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
