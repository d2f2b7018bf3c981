import { createContext, useContext } from 'react';
import type { AppServices } from '../lib/app-services';

export const ServicesContext = createContext<AppServices | null>(null);

/** The app's services (API client, auth controller, storage, i18n, language, navigation). */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}
