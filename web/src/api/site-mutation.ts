import { type UseMutationOptions, type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

export type SiteMutationOptions<Data, Variables, Context> = UseMutationOptions<
  Data,
  Error,
  Variables,
  Context
> & {
  /** What the visitor reads when the write failed (the spec's texts); else the error's own message. */
  failure?: (error: Error) => string;
  /**
   * Which writes wait for each other: a write whose key matches one still running is dropped, so
   * votes on two comments both go while a double click on one sends once. Without it every write
   * of the hook shares one key.
   */
  lock?: (variables: Variables) => string;
};

// Omit over each member of the result's union, so `isSuccess` still narrows `data`.
type WithoutMutate<T> = T extends unknown ? Omit<T, 'mutate' | 'mutateAsync'> : never;

export type SiteMutation<Data, Variables, Context> = WithoutMutate<
  UseMutationResult<Data, Error, Variables, Context>
> & {
  /**
   * Sends the write unless one with its key is still running. Resolves true when it went through,
   * false when it failed (the hook's `error` and `failureText` say why) or was dropped; it never
   * rejects, so a click handler may leave it unawaited.
   */
  send: (variables: Variables) => Promise<boolean>;
  /** The visitor's text for the last failure, null while there is none. */
  failureText: string | null;
};

/**
 * A public page's write (issue 30): TanStack Query's useMutation, with what every form of the site
 * needs on top. A double click, or Enter pressed twice, sends one request: the button's disabled
 * state arrives with the next render, after a second click may already be on its way, so the hook
 * remembers what is running itself. The failure is turned into the text the page shows.
 * The answer is parsed by the API client's schema before `onSuccess` or `data` see it.
 */
export function useSiteMutation<Data, Variables = void, Context = unknown>({
  failure,
  lock,
  ...options
}: SiteMutationOptions<Data, Variables, Context>): SiteMutation<Data, Variables, Context> {
  const { mutate: _mutate, mutateAsync, ...mutation } = useMutation(options);
  const running = useRef<Set<string>>(new Set());

  const send = useCallback(
    async (variables: Variables) => {
      const key = lock?.(variables) ?? '';
      if (running.current.has(key)) return false;
      running.current.add(key);
      try {
        await mutateAsync(variables);
        return true;
      } catch {
        // The mutation's state and its onError have the failure; the caller only learns it failed.
        return false;
      } finally {
        running.current.delete(key);
      }
    },
    [mutateAsync, lock],
  );

  const error = mutation.error;
  const failureText = error ? (failure ? failure(error) : error.message) : null;
  return { ...mutation, send, failureText } as SiteMutation<Data, Variables, Context>;
}
