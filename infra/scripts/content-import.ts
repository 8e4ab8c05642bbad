// npm run content:import -- --from FILE [--dry-run]: imports a WordPress export (WXR 1.0-1.2)
// into the blog and records redirects from its old addresses. Safe to run twice: see
// modules/imports/README.md. Exit codes: 0 done, 1 the file is malformed or the import failed,
// 2 bad arguments.
import { parseArgs } from 'node:util';
import { formatReport, WxrFormatError } from '../../modules/imports/index.ts';
import { withModules } from './with-modules.ts';

const USAGE = 'Usage: npm run content:import -- --from FILE [--dry-run] [--json]';

async function main(): Promise<number> {
  let values: { from?: string; 'dry-run'?: boolean; json?: boolean };
  try {
    ({ values } = parseArgs({
      options: { from: { type: 'string' }, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const file = values.from;
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  try {
    const report = await withModules('content-import', (modules) =>
      modules.imports.importWordPress({ file, dryRun: values['dry-run'] ?? false }),
    );
    console.log(values.json ? JSON.stringify(report) : formatReport(report));
    return 0;
  } catch (error) {
    if (error instanceof WxrFormatError) {
      console.error(`${file} is not a well-formed WordPress export: ${error.message}. Nothing was imported.`);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`${file}: no such file. Nothing was imported.`);
      return 1;
    }
    console.error(`Import failed, nothing was imported: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
