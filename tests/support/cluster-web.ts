// A web "build" for API child processes that render public pages on the server: the web app's
// index.html and its server entry, bundled by Vite (the server half only, about a second).
// Child processes cannot take the sources through Vitest as in-process APIs do.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const VITE = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

export type ClusterWeb = { webDist: string; remove(): Promise<void> };

/**
 * Writes `<dir>/index.html` and `<dir>-server/entry-server.js` under the repository's `.data/`
 * (ignored by git; inside the repository so the bundle resolves react & co. from node_modules).
 */
export async function buildClusterWeb(): Promise<ClusterWeb> {
  const webDist = path.join(REPO_ROOT, '.data', `cluster-web-${randomBytes(4).toString('hex')}`);
  await mkdir(webDist, { recursive: true });
  await copyFile(path.join(REPO_ROOT, 'web', 'index.html'), path.join(webDist, 'index.html'));
  await promisify(execFile)(
    process.execPath,
    [
      VITE,
      'build',
      '--config',
      'web/vite.config.ts',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      `${webDist}-server`,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: REPO_ROOT },
  );
  return {
    webDist,
    async remove() {
      await rm(webDist, { recursive: true, force: true });
      await rm(`${webDist}-server`, { recursive: true, force: true });
    },
  };
}
