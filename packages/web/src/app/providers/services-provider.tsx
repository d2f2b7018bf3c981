import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ServicesContext } from '../../hooks/use-services';
import type { AppServices } from '../../lib/app-services';

/** Hands the services to every component below, and their i18n instance to react-i18next. */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={services.i18n}>{children}</I18nextProvider>
    </ServicesContext.Provider>
  );
}
