import { findFreePort } from './net.ts';
import {
  SIMULATOR_CONSUMER_KEY,
  SIMULATOR_CONSUMER_SECRET,
  startPesapalSimulator,
} from './pesapal-simulator.ts';
import type { Supervisor } from './supervisor.ts';

const PREFERRED_PORT = 4010;

/**
 * With no PESAPAL_CONSUMER_KEY, runs the local Pesapal simulator for `npm start` / `npm run dev`
 * and answers the settings that point the API and the worker at it, plus its URLs to print.
 * With a key, leaves Pesapal alone (sandbox or live, by PESAPAL_ENV).
 */
export async function startDevPesapal(
  supervisor: Supervisor,
): Promise<{ env: Record<string, string>; urls: Array<[string, string]> }> {
  if (process.env.PESAPAL_CONSUMER_KEY) {
    supervisor.log(`Pesapal: ${process.env.PESAPAL_ENV || 'sandbox'} (PESAPAL_CONSUMER_KEY is set)`);
    return { env: {}, urls: [] };
  }
  const simulator = await startPesapalSimulator({
    port: await findFreePort(PREFERRED_PORT),
    log: (line) => supervisor.log(line),
  });
  supervisor.onStop(() => simulator.close());
  return {
    env: {
      PESAPAL_ENV: 'simulator',
      PESAPAL_BASE_URL: simulator.apiUrl,
      PESAPAL_CONSUMER_KEY: SIMULATOR_CONSUMER_KEY,
      PESAPAL_CONSUMER_SECRET: SIMULATOR_CONSUMER_SECRET,
    },
    urls: [['Pesapal simulator', `${simulator.url}/__sim/admin`]],
  };
}
