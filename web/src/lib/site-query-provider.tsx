import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { type ReactNode, useEffect, useState } from 'react';
import { createPersistOptions } from './query-client';

type SiteQueryProviderProps = {
  client: QueryClient;
  /** The page arrived rendered, its answers already in `client` (hydrateServerState). */
  serverRendered: boolean;
  children: ReactNode;
};

/**
 * The app's query client, its public answers saved in localStorage between visits (spec section 4).
 * A page the browser renders from scratch first restores what was saved, so its sections paint at
 * once. A server-rendered page holds fresher answers and restores nothing: the restore ends by
 * telling every query it is over, and that update, arriving while React still hydrated the page,
 * made it hydrate all the rest in one blocking task (138 ms of the home page's main thread at
 * Lighthouse's 4× slowdown). Both save the cache as it changes.
 */
export function SiteQueryProvider({ client, serverRendered, children }: SiteQueryProviderProps) {
  const [persistOptions] = useState(createPersistOptions);
  useEffect(() => {
    if (serverRendered) return persistQueryClientSubscribe({ ...persistOptions, queryClient: client });
  }, [serverRendered, persistOptions, client]);
  if (serverRendered) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider client={client} persistOptions={persistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}
