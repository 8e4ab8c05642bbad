import { ADMIN, ApiRouter, parseQuery } from '../../platform/http/index.ts';
import type { ArchivePorts } from './archive-ports.ts';
import { writeArchive } from './archive-writer.ts';
import { contentExportQuerySchema, exportFileName } from './export.schemas.ts';

/** `GET /api/content/export` (admin): the site's content as its archive, streamed (README "Export"). */
export function exportRoutes(ports: ArchivePorts): ApiRouter {
  return new ApiRouter('/api/content').get('/export', ADMIN, async (ctx) => {
    const query = parseQuery(contentExportQuerySchema, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.attachment(exportFileName(ports.clock()));
    ctx.type = 'application/zip';
    ctx.body = writeArchive(ports, { subscribers: query.subscribers === 'true' });
  });
}
