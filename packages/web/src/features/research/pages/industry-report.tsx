import { IndustryCatalogueScreen } from '../components/industry-catalogue-screen';

/** The industries catalogue and market overviews (all-industries, startups/industries). */
export function Component() {
  return <IndustryCatalogueScreen />;
}
