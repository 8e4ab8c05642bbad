import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';

/**
 * The weighted full-text vector: title (A), then tags, category and technologies (B), then the
 * body (C). Stored (a generated column) so ranking reads it instead of re-parsing every match.
 */
const VECTOR_EXPRESSION =
  "setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', tags), 'B') || setweight(to_tsvector('simple', body), 'C')";
/**
 * The title and tags alone, with their own (small) index: a document that names the query in its
 * title or tags is always among the ranked candidates, however common the words are elsewhere.
 */
const HEAD_EXPRESSION = "to_tsvector('simple', title) || to_tsvector('simple', tags)";

/** One public item in the site search: a skill, project, promotion, and later posts and products. */
export const SearchDocumentSchema = table(
  'SearchDocument',
  'search_document',
  {
    type: p.string().length(20).primary(),
    refId: p.string().length(64).primary(),
    title: p.string().length(300),
    tags: p.text().default(''),
    body: p.text().default(''),
    /** What a result card shows, as the owning module presents it. */
    item: p.json<Record<string, unknown>>(),
    updatedAt: p.datetime(),
    vector: p.string().columnType('tsvector').generated(`(${VECTOR_EXPRESSION}) stored`).lazy().nullable(),
    head: p.string().columnType('tsvector').generated(`(${HEAD_EXPRESSION}) stored`).lazy().nullable(),
  },
  {
    indexes: [
      {
        name: 'search_document_vector_idx',
        expression: `create index "search_document_vector_idx" on "search_document" using gin ("vector") with (fastupdate = off)`,
      },
      {
        name: 'search_document_head_idx',
        expression: `create index "search_document_head_idx" on "search_document" using gin ("head") with (fastupdate = off)`,
      },
    ],
  },
);

export class SearchDocument extends SearchDocumentSchema.class {}
SearchDocumentSchema.setClass(SearchDocument);

/**
 * Every word the index holds (from titles, tags and bodies). A mistyped query word is matched
 * against this small table by trigram similarity, and the corrected words then go through the
 * full-text index — far cheaper than comparing the typo with every document.
 */
export const SearchWordSchema = table(
  'SearchWord',
  'search_word',
  {
    word: p.string().length(40).primary(),
  },
  {
    indexes: [
      {
        name: 'search_word_trgm_idx',
        expression: 'create index "search_word_trgm_idx" on "search_word" using gin ("word" gin_trgm_ops)',
      },
    ],
  },
);

export class SearchWord extends SearchWordSchema.class {}
SearchWordSchema.setClass(SearchWord);
