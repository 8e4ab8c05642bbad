import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { type SiteMutationOptions, useSiteMutation } from './site-mutation';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderMutation<Data, Variables>(options: SiteMutationOptions<Data, Variables, unknown>) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSiteMutation(options), { wrapper });
}

describe('useSiteMutation', () => {
  it('sends one write at a time: a second send while the first runs is dropped', async () => {
    const answer = deferred<string>();
    const write = vi.fn((_name: string) => answer.promise);
    const { result } = renderMutation({ mutationFn: write });

    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.send('a');
      second = result.current.send('a');
    });
    await expect(second).resolves.toBe(false);
    await waitFor(() => expect(result.current.isPending).toBe(true));
    answer.resolve('done');
    await expect(first).resolves.toBe(true);
    await waitFor(() => expect(result.current.data).toBe('done'));
    expect(write).toHaveBeenCalledTimes(1);

    // Once it has settled, the next write goes.
    await act(() => result.current.send('b'));
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('holds back only writes with the same lock key', async () => {
    const answers = new Map([
      ['c1', deferred<string>()],
      ['c2', deferred<string>()],
    ]);
    const write = vi.fn((id: string) => answers.get(id)?.promise ?? Promise.resolve(id));
    const { result } = renderMutation({ mutationFn: write, lock: (id: string) => id });

    act(() => {
      void result.current.send('c1');
      void result.current.send('c1');
      void result.current.send('c2');
    });
    await waitFor(() => expect(write).toHaveBeenCalledTimes(2));
    expect(write.mock.calls.map(([id]) => id)).toEqual(['c1', 'c2']);
    answers.get('c1')?.resolve('c1');
    answers.get('c2')?.resolve('c2');
  });

  it("turns a failure into the visitor's text, and clears it when the next write starts", async () => {
    let fail = true;
    const write = vi.fn(async () => {
      if (fail) throw new Error('HTTP 500');
      return 'ok';
    });
    const { result } = renderMutation<string, void>({
      mutationFn: write,
      failure: (error) => `Could not save (${error.message})`,
    });

    expect(result.current.failureText).toBeNull();
    await act(async () => {
      await expect(result.current.send()).resolves.toBe(false);
    });
    // The mutation's state reaches React on the query client's next notification.
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.failureText).toBe('Could not save (HTTP 500)');

    fail = false;
    await act(async () => {
      await expect(result.current.send()).resolves.toBe(true);
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.failureText).toBeNull();
  });

  it("shows the error's own message when the write names no text", async () => {
    const { result } = renderMutation<never, void>({
      mutationFn: async () => {
        throw new Error('Unexpected answer from the server');
      },
    });
    await act(() => result.current.send());
    await waitFor(() => expect(result.current.failureText).toBe('Unexpected answer from the server'));
  });
});
