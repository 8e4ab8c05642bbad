// npm run content:export -- --out FILE [--subscribers]: writes the site's content as its archive
// (a zip: posts, comments, portfolio, products, settings, redirects, pictures; confirmed
// subscribers only with --subscribers). Portable content, not the backup: see
// modules/imports/README.md "Export". Exit codes: 0 done, 1 the export failed, 2 bad arguments.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { withModules } from './with-modules.ts';

const USAGE = 'Usage: npm run content:export -- --out FILE [--subscribers]';

async function main(): Promise<number> {
  let values: { out?: string; subscribers?: boolean };
  try {
    ({ values } = parseArgs({
      options: { out: { type: 'string' }, subscribers: { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const out = values.out;
  if (!out) {
    console.error(USAGE);
    return 2;
  }
  try {
    await withModules('content-export', (modules) =>
      pipeline(
        modules.imports.exportArchive({ subscribers: values.subscribers ?? false }),
        createWriteStream(out),
      ),
    );
    console.log(`Wrote ${out}${values.subscribers ? ' (with confirmed subscribers)' : ''}.`);
    return 0;
  } catch (error) {
    // Half a zip is no archive: leave nothing to be mistaken for one.
    await rm(out, { force: true });
    console.error(`Export failed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
