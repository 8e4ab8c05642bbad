import './heap-policy.ts';
import { runMain, runOrExit } from '../modules/platform/process/index.ts';
import { startWorkerRuntime } from './runtime.ts';

/** Worker composition root: runs every queue until SIGTERM/SIGINT, then drains active jobs. */
runOrExit(() =>
  runMain({
    name: 'worker',
    graceMs: 30_000,
    async start(config, logger) {
      const runtime = await startWorkerRuntime({ config, logger });
      return { stopping: 'waiting for active jobs', stop: () => runtime.stop() };
    },
  }),
);
