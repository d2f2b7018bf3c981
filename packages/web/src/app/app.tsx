import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import type { AppServices } from '../lib/app-services';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/**
 * The whole web app, over the services `main.tsx` built for this window. The Suspense boundary
 * catches what suspends outside a navigation, such as a namespace of strings still loading.
 */
export function App({ services }: { services: AppServices }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider services={services}>
      <Suspense fallback={<FullPageSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProvider>
  );
}
