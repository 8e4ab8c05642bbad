import type { Config } from '../../platform/config/index.ts';
import type { Logger } from '../../platform/logging/index.ts';
import { PesapalClient } from './pesapal-client.ts';
import { pesapalBaseUrl } from './pesapal-env.ts';

type PesapalConfig = Pick<
  Config,
  'pesapalEnv' | 'pesapalBaseUrl' | 'pesapalConsumerKey' | 'pesapalConsumerSecret'
>;

/**
 * The client the configuration describes, or undefined when no keys are set (payments are then
 * unavailable; `npm start` avoids that by running the simulator and setting them).
 */
export function pesapalClientFromConfig(
  config: PesapalConfig,
  log: Pick<Logger, 'debug' | 'info' | 'warn'>,
): PesapalClient | undefined {
  if (!config.pesapalConsumerKey || !config.pesapalConsumerSecret) return undefined;
  return new PesapalClient({
    baseUrl: pesapalBaseUrl(config.pesapalEnv, config.pesapalBaseUrl),
    consumerKey: config.pesapalConsumerKey,
    consumerSecret: config.pesapalConsumerSecret,
    log,
  });
}
