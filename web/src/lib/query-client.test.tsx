import { dehydrate, QueryClient, useIsRestoring } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SkillsSection } from '../site/home/skills-section';
import { skillView } from '../site/site-test-utils';
import { adminKeys } from './admin-query-keys';
import {
  CACHE_LIFETIME_MS,
  createPersistOptions,
  createQueryClient,
  hydrateServerState,
  QUERY_CACHE_BUSTER,
  QUERY_CACHE_STORAGE_KEY,
  shouldPersistQuery,
} from './query-client';
import { queryKeys } from './query-keys';

afterEach(() => {
  vi.useRealTimers();
});

/** Says when the persister has restored the saved cache (queries may fetch from then on). */
function Restored() {
  return useIsRestoring() ? null : <p>restored</p>;
}

const query = (queryKey: readonly unknown[], status: 'success' | 'error' | 'pending' = 'success') =>
  ({ queryKey, state: { status } }) as Parameters<typeof shouldPersistQuery>[0];

describe('shouldPersistQuery', () => {
  it('keeps only successful public-site reads', () => {
    expect(shouldPersistQuery(query(queryKeys.site.skills()))).toBe(true);
    expect(shouldPersistQuery(query(queryKeys.site.projects(), 'error'))).toBe(false);
    expect(shouldPersistQuery(query(adminKeys.profile()))).toBe(false);
    expect(shouldPersistQuery(query(queryKeys.search('react')))).toBe(false);
  });
});

describe('createPersistOptions', () => {
  it('restores a cache at most 5 minutes old, under a versioned buster', () => {
    const options = createPersistOptions(localStorage);
    expect(options.maxAge).toBe(CACHE_LIFETIME_MS);
    expect(CACHE_LIFETIME_MS).toBe(300_000);
    expect(options.buster).toBe(QUERY_CACHE_BUSTER);
  });

  it('saves site data to localStorage and restores it into a new client, leaving admin data out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const options = createPersistOptions(localStorage);
    const first = createQueryClient();
    first.setQueryData(queryKeys.site.skills(), [skillView()]);
    first.setQueryData(adminKeys.profile(), { email: 'admin@example.com' });
    await persistQueryClientSave({ queryClient: first, ...options });
    await vi.advanceTimersByTimeAsync(1000);
    const saved = localStorage.getItem(QUERY_CACHE_STORAGE_KEY) ?? '';
    expect(saved).toContain('TypeScript');
    expect(saved).not.toContain('admin@example.com');

    const second = createQueryClient();
    await persistQueryClientRestore({ queryClient: second, ...options });
    expect(second.getQueryData(queryKeys.site.skills())).toEqual([skillView()]);
  });

  it('drops a saved cache older than 5 minutes', async () => {
    const options = createPersistOptions(localStorage);
    localStorage.setItem(
      QUERY_CACHE_STORAGE_KEY,
      JSON.stringify({
        timestamp: Date.now() - CACHE_LIFETIME_MS - 1000,
        buster: QUERY_CACHE_BUSTER,
        clientState: { mutations: [], queries: [] },
      }),
    );
    await persistQueryClientRestore({ queryClient: createQueryClient(), ...options });
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('shows cached skills at once and refreshes them in the background', async () => {
    const cached = createQueryClient();
    cached.setQueryData(queryKeys.site.skills(), [skillView({ name: 'Cached skill' })]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await persistQueryClientSave({ queryClient: cached, ...createPersistOptions(localStorage) });
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();

    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    render(
      <PersistQueryClientProvider
        client={createQueryClient()}
        persistOptions={createPersistOptions(localStorage)}
      >
        <MemoryRouter>
          <SkillsSection />
        </MemoryRouter>
      </PersistQueryClientProvider>,
    );
    expect((await screen.findAllByText('Cached skill')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading skills...')).toBeNull();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());

    await act(async () =>
      answer(Response.json({ success: true, skills: [skillView({ name: 'Fresh skill' })] })),
    );
    expect((await screen.findAllByText('Fresh skill')).length).toBeGreaterThan(0);
  });

  it("shows a server-rendered page's answers without asking for them again, even reads that always refresh", async () => {
    // What the server rendered with, dehydrated as entry-server does (its clock may be far behind).
    const server = new QueryClient();
    server.setQueryData(queryKeys.site.skills(), [skillView({ name: 'Server skill' })], {
      updatedAt: Date.now() - 10 * CACHE_LIFETIME_MS,
    });
    const client = createQueryClient();
    hydrateServerState(client, dehydrate(server));
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    render(
      <PersistQueryClientProvider client={client} persistOptions={createPersistOptions(localStorage)}>
        <MemoryRouter>
          <SkillsSection />
          <Restored />
        </MemoryRouter>
      </PersistQueryClientProvider>,
    );
    expect((await screen.findAllByText('Server skill')).length).toBeGreaterThan(0);
    await screen.findByText('restored');
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
  });
});
