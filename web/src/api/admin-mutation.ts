import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
