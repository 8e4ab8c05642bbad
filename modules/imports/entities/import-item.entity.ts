import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';

/**
 * What an import made of one source item, keyed by where it came from (`wordpress`), what it is
 * (`post`, `comment`, `image`) and its id there (a post's GUID, a comment's id under its post's
 * GUID, an image's URL). `checksum` is a SHA-256 of the fields the import carries over: the same
 * checksum on the next run means unchanged, another one means update the target.
 */
export const ImportItemSchema = table(
  'ImportItem',
  'content_import_item',
  {
    id: p.uuid().primary(),
    source: p.string().length(20),
    kind: p.string().length(20),
    sourceId: p.string().length(500),
    /** The post's or comment's id, or an image's `/uploads/` path. */
    targetId: p.string().length(300),
    checksum: p.string().length(64),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  {
    uniques: [{ name: 'content_import_item_source_unique', properties: ['source', 'kind', 'sourceId'] }],
  },
);

export class ImportItem extends ImportItemSchema.class {}
ImportItemSchema.setClass(ImportItem);
