import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useState } from 'react';
import { createPersistOptions } from './query-client';

type SiteQueryProviderProps = { client: QueryClient; children: ReactNode };

/**
 * The back office's query client (app.tsx), the public answers it holds saved in localStorage
 * between visits (spec section 4) and restored first. A public page is the server's and restores
 * nothing: its islands' one client starts from the page's answers and only saves (islands/hydrate.tsx).
 */
export function SiteQueryProvider({ client, children }: SiteQueryProviderProps) {
  const [persistOptions] = useState(createPersistOptions);
  return (
    <PersistQueryClientProvider client={client} persistOptions={persistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}
