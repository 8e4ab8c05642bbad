import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type AnswerSchema, adminRequest } from '../lib/api-client';

/**
 * The back office's list reads and writes, one shape for every admin API file: a list is one GET
 * parsed by the module's schema; a write is one call after which the lists it touched are
 * refetched, whether it succeeded or was refused (onSettled), so a screen always shows the
 * server's state.
 */

/** A path under `base` for one item; without an id, `base` itself (create). */
export function itemPath(base: string, id?: string | null): string {
  return id ? `${base}/${encodeURIComponent(id)}` : base;
}

/** `?name=value&…` of the params that are set (not blank), in their order; '' when none is. */
export function queryString(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A list's `page` query param: only past the first page (the server's default). */
export function pageParam(page: number): string | undefined {
  return page > 1 ? String(page) : undefined;
}

/**
 * A filtered list: `fetch` reads one page of it; the rows on screen stay while the next filter or
 * page loads. `staleTime: 0` lists refetch on every visit.
 */
export function useFilteredList<T>(
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
  options: { staleTime?: number; refetchInterval?: (query: { state: { data?: T } }) => number | false } = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/**
 * A read whose failure has its own text: GET a path as the admin, parsed by `schema`, giving
 * `pick` of the answer; any failure reads `failed` (the original error kept as its cause).
 */
export function readOrFail<Answer, Item>(
  schema: AnswerSchema<Answer>,
  pick: (answer: Answer) => Item,
  failed: string,
) {
  return async (path: string, signal?: AbortSignal): Promise<Item> => {
    try {
      return pick(await adminRequest(path, schema, { signal }));
    } catch (cause) {
      throw new Error(failed, { cause });
    }
  };
}

/** GET `path` as the admin, parsed by `schema`, giving `pick` of the answer. */
export function useAdminList<Answer, Item>(
  queryKey: QueryKey,
  path: string,
  schema: AnswerSchema<Answer>,
  pick: (answer: Answer) => Item,
  options: { staleTime?: number } = {},
) {
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => pick(await adminRequest(path, schema, { signal })),
    ...options,
  });
}

type Keys<Variables> = readonly QueryKey[] | ((variables: Variables) => readonly QueryKey[]);

/** A write: `run` makes the call; once it settles, every query under `keys` is refetched. */
export function useAdminMutation<Data, Variables = void>(
  run: (variables: Variables) => Promise<Data>,
  keys: Keys<Variables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: (_data, _error, variables) => {
      const settled = typeof keys === 'function' ? keys(variables) : keys;
      return Promise.all(settled.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
