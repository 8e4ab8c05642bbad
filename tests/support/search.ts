import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { eventually, type TestApi } from './harness.ts';

/**
 * One group of `/api/search` answers ('blog', 'shop', …): `hits` for a query, and `found`, which
 * waits until an id is among them (or, with `present` false, is gone).
 */
export function searchGroup<Hit extends { id: string }>(api: TestApi, group: string) {
  const hits = async (q: string) =>
    ((await api.request(`/api/search?q=${encodeURIComponent(q)}`)).json.results as Record<string, Hit[]>)[
      group
    ] as Hit[];
  const found = (q: string, id: string, present: boolean) =>
    eventually(
      async () => ((await hits(q)).some((hit) => hit.id === id) === present ? true : undefined),
      30_000,
      q,
    );
  return { hits, found };
}

type Sync = TestApi['modules']['search']['service']['sync'];

/** Stores one document in the search index through the service, as a module's change handler does. */
export function indexDocument(
  api: TestApi,
  type: Parameters<Sync>[0],
  document: NonNullable<Parameters<Sync>[2]>,
) {
  return withEntityManagerScope(api.orm, () =>
    api.modules.search.service.sync(type, document.refId, document),
  );
}
