import { z } from 'zod';

export const RUN_MESSAGES = {
  fileRequired: 'Choose a file to import',
  fileTooLarge: 'The file is larger than 100 MB',
  fileType:
    'Send a WordPress export (.xml), a Ghost export (.json) or a .zip of Markdown files or of this site’s export',
  notFound: 'Import not found',
  dryRun: 'dry_run must be true or false',
  queued: 'Import queued',
  stopped: (times: number) =>
    `The import stopped ${times} times before it could finish (the worker was stopped or ran out of memory)`,
} as const;

/** The largest file the admin screen takes (the CLI has no limit). */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

/** How many runs `GET /api/imports` lists, newest first. */
export const RECENT_RUNS = 20;

export const importRunFieldsSchema = z.strictObject({
  dry_run: z
    .union([z.boolean(), z.stringbool({ error: RUN_MESSAGES.dryRun })], { error: RUN_MESSAGES.dryRun })
    .optional(),
});

export type ImportFileKind = 'xml' | 'json' | 'zip';

const EXTENSION = /\.(xml|json|zip)$/i;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The kind of an uploaded import file, from its name's extension confirmed by its first bytes
 * (a zip's signature, `<` for XML, `{` for JSON, after any BOM and blank space); undefined for
 * anything else. The importer itself then checks the whole file.
 */
export function importFileKind(name: string | null, head: Buffer): ImportFileKind | undefined {
  const extension = EXTENSION.exec(name ?? '')?.[1]?.toLowerCase();
  if (extension === 'zip') return head.subarray(0, 4).equals(ZIP_MAGIC) ? 'zip' : undefined;
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (extension === 'xml') return text.startsWith('<') ? 'xml' : undefined;
  if (extension === 'json') return text.startsWith('{') ? 'json' : undefined;
  return undefined;
}
