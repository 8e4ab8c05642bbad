import type { SearchType } from './search.schemas.ts';

/** What a module hands the index for one public item. */
export type SearchDocumentInput = {
  refId: string;
  title: string;
  /** Category, tags, technologies: weighted below the title. */
  tags: string;
  body: string;
  /** The card a result shows (the module's public presentation), without `type`. */
  item: Record<string, unknown>;
};

/**
 * A module's searchable material. The search module's handlers (handlers/, one per event) ask
 * `load` for the item's current public form: null means "not public (any more)", so it leaves the index.
 */
export type SearchSource = {
  type: SearchType;
  load(id: string): Promise<SearchDocumentInput | null>;
  loadAll(): Promise<SearchDocumentInput[]>;
};
