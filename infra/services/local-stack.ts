import path from 'node:path';
import { ensureMail } from './mail.ts';
import { startDevPesapal } from './pesapal-dev.ts';
import { appEnv, REPO_ROOT, resolveRedisPrefix, type Supervisor, startServices } from './supervisor.ts';

/**
 * What `npm run dev` and `npm start` both run the app on: Postgres and Redis (from DATABASE_URL /
 * REDIS_URL or started locally), the Pesapal simulator while there are no Pesapal keys, and the
 * mail catcher unless SMTP_URL names a relay. Gives the app's environment for them (with the
 * caller's `env` added) and the links to print once the API answers.
 */
export async function startLocalStack(
  supervisor: Supervisor,
  options: { port: number; dataDir: string; env?: Record<string, string> },
): Promise<{ env: NodeJS.ProcessEnv; links: Array<[string, string]> }> {
  const { port, dataDir } = options;
  const { databaseUrl, redisUrl } = await startServices(supervisor, path.resolve(REPO_ROOT, dataDir));
  // No Pesapal keys: the local simulator stands in for Pesapal.
  const pesapal = await startDevPesapal(supervisor);
  const mail = await ensureMail(supervisor);
  const env = appEnv({
    ...pesapal.env,
    SMTP_URL: mail.smtpUrl,
    ...options.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: resolveRedisPrefix(supervisor, dataDir, databaseUrl),
    PORT: String(port),
    DATA_DIR: dataDir,
  });
  const links: Array<[string, string]> = [
    ...pesapal.urls,
    ...(mail.webUrl ? [['Mail', mail.webUrl] as [string, string]] : []),
  ];
  return { env, links };
}
