import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from './components/theme/theme-provider';
import { createPersistOptions, createQueryClient } from './lib/query-client';
import { buildRouteObjects } from './routes';

const router = createBrowserRouter(buildRouteObjects());

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [persistOptions] = useState(createPersistOptions);
  return (
    <ThemeProvider>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </ThemeProvider>
  );
}
