// npm run content:import -- --from FILE [--dry-run] [--json] [--base-url URL]: imports a
// WordPress export (WXR 1.0-1.2), a Ghost export (JSON), a zip or folder of Markdown, or this
// site's own export, and records redirects from the old addresses. Safe to run twice: see
// modules/imports/README.md. Exit codes: 0 done, 1 the file is malformed or the import failed,
// 2 bad arguments.
import { parseArgs } from 'node:util';
import { formatReport, ImportFormatError } from '../../modules/imports/index.ts';
import { withModules } from './with-modules.ts';

const USAGE = 'Usage: npm run content:import -- --from FILE [--dry-run] [--json] [--base-url URL]';

async function main(): Promise<number> {
  let values: { from?: string; 'dry-run'?: boolean; json?: boolean; 'base-url'?: string };
  try {
    ({ values } = parseArgs({
      options: {
        from: { type: 'string' },
        'dry-run': { type: 'boolean' },
        json: { type: 'boolean' },
        'base-url': { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const file = values.from;
  const baseUrl = values['base-url'];
  if (!file || (baseUrl !== undefined && !/^https?:\/\/[^/]/i.test(baseUrl))) {
    console.error(baseUrl === undefined ? USAGE : `--base-url must be an http(s) address\n${USAGE}`);
    return 2;
  }
  try {
    const report = await withModules('content-import', (modules) =>
      modules.imports.importFile({ file, dryRun: values['dry-run'] ?? false, baseUrl }),
    );
    console.log(values.json ? JSON.stringify(report) : formatReport(report));
    return 0;
  } catch (error) {
    if (error instanceof ImportFormatError) {
      console.error(`${file}: ${error.message}. Nothing was imported.`);
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
