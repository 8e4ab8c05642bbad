/** Which Pesapal the app talks to: the real sandbox, the real live API, or the local simulator. */
export const PESAPAL_ENVS = ['sandbox', 'live', 'simulator'] as const;
export type PesapalEnv = (typeof PESAPAL_ENVS)[number];

/** Base URLs from Pesapal's API 3.0 reference; the simulator has no fixed one. */
export const PESAPAL_BASE_URLS: Record<Exclude<PesapalEnv, 'simulator'>, string> = {
  sandbox: 'https://cybqa.pesapal.com/pesapalv3',
  live: 'https://pay.pesapal.com/v3',
};

/** PESAPAL_BASE_URL when set, else the environment's URL; the simulator needs an explicit one. */
export function pesapalBaseUrl(env: PesapalEnv, override?: string): string {
  if (override) return override.replace(/\/+$/, '');
  if (env === 'simulator') throw new Error('PESAPAL_BASE_URL is required when PESAPAL_ENV=simulator');
  return PESAPAL_BASE_URLS[env];
}
