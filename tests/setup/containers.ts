import { execFileSync } from 'node:child_process';
import net from 'node:net';

export type TestServices = { postgresUrl: string; redisUrl: string; stop(): Promise<void> };

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.end();
      resolve(true);
    });
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}

function dockerEngineRuns(): boolean {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Uses TEST_DATABASE_URL / TEST_REDIS_URL (default: the local servers). Where they do not
 * answer but a Docker engine does, starts throwaway Postgres and Redis containers instead.
 */
export async function startContainersIfNeeded(): Promise<TestServices> {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const [pgUp, redisUp] = await Promise.all([reachable(postgresUrl), reachable(redisUrl)]);
  if (pgUp && redisUp) return { postgresUrl, redisUrl, stop: async () => undefined };
  if (!dockerEngineRuns()) {
    throw new Error(
      `Integration tests need Postgres (${postgresUrl}: ${pgUp ? 'up' : 'down'}) and Redis (${redisUrl}: ${redisUp ? 'up' : 'down'}), ` +
        'or a Docker engine for throwaway containers. Start the services or set TEST_DATABASE_URL / TEST_REDIS_URL.',
    );
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const { RedisContainer } = await import('@testcontainers/redis');
  const [postgres, redis] = await Promise.all([
    pgUp ? undefined : new PostgreSqlContainer('postgres:17-alpine').start(),
    redisUp ? undefined : new RedisContainer('redis:7-alpine').start(),
  ]);
  return {
    postgresUrl: postgres ? postgres.getConnectionUri() : postgresUrl,
    redisUrl: redis ? redis.getConnectionUrl() : redisUrl,
    async stop() {
      await Promise.all([postgres?.stop(), redis?.stop()]);
    },
  };
}
