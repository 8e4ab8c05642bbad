import { ADMIN, ApiRouter, parse, requireId, sendPrivate } from '../../platform/http/index.ts';
import { formFields, formFile, multipart } from '../../platform/uploads/index.ts';
import { importRunFieldsSchema, MAX_IMPORT_BYTES, RUN_MESSAGES } from './import-runs.schemas.ts';
import type { ImportRunsService } from './import-runs.service.ts';

/** One file up to 100 MB; a larger one is refused with 413 before it is all read. */
const importMultipart = multipart({
  maxFileBytes: MAX_IMPORT_BYTES,
  tooLargeMessage: RUN_MESSAGES.fileTooLarge,
});

/** Imports from the admin screen: upload (queued, run by the worker), recent runs, one run. */
export function importRunsRoutes(runs: ImportRunsService): ApiRouter {
  return new ApiRouter('/api/imports')
    .post('', ADMIN, importMultipart, async (ctx) => {
      const fields = parse(importRunFieldsSchema, formFields(ctx));
      const run = await runs.create(formFile(ctx, 'file'), fields.dry_run ?? false, ctx.state.log);
      sendPrivate(ctx, { run, message: RUN_MESSAGES.queued }, 202);
    })
    .get('', ADMIN, async (ctx) => {
      sendPrivate(ctx, { runs: await runs.recent() });
    })
    .get('/:id', ADMIN, async (ctx) => {
      sendPrivate(ctx, { run: await runs.get(requireId(ctx.params.id, RUN_MESSAGES.notFound)) });
    });
}
