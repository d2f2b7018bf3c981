import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppServices } from './app-services';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/** The whole web app, over the services `main.tsx` built for this window. */
export function App({ services }: { services: AppServices }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider services={services}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
