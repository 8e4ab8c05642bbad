import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { binScript, REPO_ROOT } from './supervisor.ts';

const WEB = path.join(REPO_ROOT, 'web');

/** The arguments (after node) of a production build of the web app. */
export const WEB_BUILD_ARGS = [binScript('vite'), 'build', '--config', 'web/vite.config.ts'];

/**
 * Whether web/dist holds a build of today's web sources: `missing` (no index.html or no server
 * entry in web/dist-server), `stale`
 * (a source is newer), `fresh`, or `unbuildable` (no web/vite.config.ts).
 */
export async function webDistState(): Promise<'missing' | 'stale' | 'fresh' | 'unbuildable'> {
  if ((await newestMtime(path.join(WEB, 'vite.config.ts'))) === 0) return 'unbuildable';
  const built = await newestMtime(path.join(WEB, 'dist', 'index.html'));
  // The same build writes the server render's entry (issue 19); a build from before it has none.
  const serverEntry = await newestMtime(path.join(WEB, 'dist-server', 'entry-server.js'));
  if (built === 0 || serverEntry === 0) return 'missing';
  const sources = Math.max(
    ...(await Promise.all(
      ['src', 'public', 'index.html', 'vite.config.ts'].map((entry) => newestMtime(path.join(WEB, entry))),
    )),
  );
  return built >= sources ? 'fresh' : 'stale';
}

/** Latest modification time of a file or of any file below a folder; 0 when missing. */
async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry))));
  return Math.max(info.mtimeMs, ...times);
}
