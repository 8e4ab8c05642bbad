import type { EntityManager } from '../platform/db/index.ts';
import { SEARCH_GROUPS, type SearchAnswer, type SearchHit, type SearchType } from './search.schemas.ts';
import type { SearchDocumentInput, SearchSource } from './search.sources.ts';

const MAX_HITS = 60;
/** Matches ranked per query: title/tag matches and any matches, up to this many of each. */
const CANDIDATES = 100;
/** Words kept in the vocabulary: three letters or more, not bare numbers, short enough to be words. */
const VOCABULARY_WORD = "length(word) between 3 and 40 and word ~ '[[:alpha:]]'";
/** Near misses kept per typed word (the closest first). */
const TYPO_CANDIDATES = 20;

/** The tsquery as typed: `a & b & c:*`. */
const EXACT_QUERY = "to_tsquery('simple', ?)";
/**
 * The typed words (space separated), each widened to the indexed words within its typo budget
 * (Meilisearch's rule, see `typoBudget`): `(reakt | react) & (homs:* | home | homes)`. Levenshtein
 * distance (fuzzystrmatch) over the vocabulary's words of a near length; the typed word itself
 * stays, the last one as a prefix. Correction and search run as one statement.
 */
const CORRECTED_QUERY = `to_tsquery('simple', (
  select string_agg('(' || concat_ws(' | ',
      case when typed.position = typed.last then typed.word || ':*' else typed.word end,
      near.words) || ')', ' & ' order by typed.position)
  from (
    select word, budget::int, position, max(position) over () as last
    from unnest(string_to_array(?, ' '), string_to_array(?, ' ')) with ordinality as t(word, budget, position)
  ) typed
  left join lateral (
    select string_agg(word, ' | ') as words from (
      select word from search_word
      where typed.budget > 0 and word <> typed.word
        and length(word) between length(typed.word) - typed.budget and length(typed.word) + typed.budget
        and levenshtein_less_equal(word, typed.word, typed.budget) <= typed.budget
      order by levenshtein_less_equal(word, typed.word, typed.budget), word
      limit ${TYPO_CANDIDATES}
    ) nearest
  ) near on true
))`;

/**
 * Typos forgiven in a typed word, as Meilisearch counts them: none below five letters, one from
 * five to eight, two from nine; none in a number.
 */
export function typoBudget(word: string): number {
  if (/^\p{N}+$/u.test(word)) return 0;
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

type Row = { type: SearchType; item: Record<string, unknown> | string };

/**
 * Adds the documents' words to the typo vocabulary, sorted, so concurrent writers lock the same
 * words in the same order.
 */
async function addWords(em: EntityManager, documents: SearchDocumentInput[]): Promise<void> {
  if (documents.length === 0) return;
  await em.execute(
    `insert into search_word (word)
     select distinct word from regexp_split_to_table(lower(?), '[^[:alnum:]]+') as word
     where ${VOCABULARY_WORD} order by word on conflict do nothing`,
    [documents.map((d) => `${d.title} ${d.tags} ${d.body}`).join(' ')],
  );
}

/** Words of a query, reduced to letters and digits so nothing can break the tsquery syntax. */
export function queryWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
}

/** `a & b & c:*`: every word must match, the last one as a prefix (the visitor is still typing). */
export function toTsQuery(words: string[]): string {
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

function emptyResults(): SearchAnswer['results'] {
  return { shop: [], blog: [], projects: [], skills: [], promotions: [] };
}

/** The site search index in Postgres: kept current by event handlers, queried by /api/search. */
export class SearchService {
  readonly #em: EntityManager;
  readonly #afterChange: () => Promise<void>;

  /** `afterChange` runs once a change to the index is committed (cached answers are dropped). */
  constructor(em: EntityManager, afterChange: () => Promise<void> = async () => undefined) {
    this.#em = em;
    this.#afterChange = afterChange;
  }

  /** Puts one item in the index, or takes it out when it is no longer public. Safe to repeat. */
  async sync(type: SearchType, refId: string, document: SearchDocumentInput | null): Promise<void> {
    if (!document) {
      await this.#em.execute('delete from search_document where type = ? and ref_id = ?', [type, refId]);
      await this.#afterChange();
      return;
    }
    // Grow the vocabulary the typo fallback corrects against first, so a document is never
    // searchable before its words can correct a typo (words never leave it: a stale word only
    // costs a full-text lookup that finds nothing).
    await addWords(this.#em, [document]);
    await this.#upsert(type, document);
    await this.#afterChange();
  }

  async #upsert(type: SearchType, document: SearchDocumentInput): Promise<void> {
    await this.#em.execute(
      `insert into search_document (type, ref_id, title, tags, body, item, updated_at)
       values (?, ?, ?, ?, ?, ?::jsonb, now())
       on conflict (type, ref_id) do update set title = excluded.title, tags = excluded.tags,
         body = excluded.body, item = excluded.item, updated_at = now()`,
      [type, document.refId, document.title, document.tags, document.body, JSON.stringify(document.item)],
    );
  }

  /** Rebuilds every source's part of the index in one transaction (`npm run search:reindex`). */
  async reindex(sources: SearchSource[]): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    const documents = await Promise.all(
      sources.map(async (source) => [source, await source.loadAll()] as const),
    );
    await this.#em.transactional(async (tx) => {
      // Every word in one statement, in order: a handler indexing at the same time takes its
      // word locks in the same order, so the two never deadlock.
      await addWords(
        tx,
        documents.flatMap(([, items]) => items),
      );
      const service = new SearchService(tx);
      for (const [source, items] of documents) {
        await tx.execute('delete from search_document where type = ?', [source.type]);
        for (const item of items) await service.#upsert(source.type, item);
        counts[source.type] = items.length;
      }
    });
    await this.#afterChange();
    return counts;
  }

  /**
   * Full-text search with prefix matching on the last word, ranked by weight; when nothing
   * matches, each word also matches the indexed words within its typo budget ('reakt' → React).
   */
  async search(q: string): Promise<SearchAnswer> {
    const words = queryWords(q);
    const results = emptyResults();
    if (words.length === 0) return { total: 0, results };
    let rows = await this.#fullText(EXACT_QUERY, [toTsQuery(words)]);
    // Words are letters and digits only (queryWords), so a space-joined list is unambiguous.
    if (rows.length === 0)
      rows = await this.#fullText(CORRECTED_QUERY, [words.join(' '), words.map(typoBudget).join(' ')]);
    for (const row of rows) {
      const item = typeof row.item === 'string' ? JSON.parse(row.item) : row.item;
      const hit: SearchHit = { ...item, type: row.type };
      results[SEARCH_GROUPS[row.type]].push(hit);
    }
    return { total: rows.length, results };
  }

  /**
   * Ranks at most CANDIDATES title/tag matches plus CANDIDATES matches of any kind: a word found
   * in thousands of documents would otherwise make every search pay for ranking all of them.
   * Title and tag matches carry the highest weights, so the best hits are in the first set; only
   * a word found in the bodies of more than CANDIDATES documents is ranked over a sample of them.
   * `npm run bench:public`: 1,000 plain candidates gave search p95 52 ms, this gives about 20 ms.
   */
  #fullText(querySql: string, parameters: string[]): Promise<Row[]> {
    return this.#em.execute<Row[]>(
      `with query as (select ${querySql} as q),
       head as (
         select type, ref_id, title, item, vector from search_document, query
         where head @@ q limit ${CANDIDATES}
       ),
       anywhere as (
         select type, ref_id, title, item, vector from search_document, query
         where vector @@ q limit ${CANDIDATES}
       )
       select type, item from (
         select * from head
         union all
         select * from anywhere where (type, ref_id) not in (select type, ref_id from head)
       ) matches, query
       order by ts_rank(vector, q) desc, title limit ${MAX_HITS}`,
      parameters,
    );
  }
}
