import { ResearchPublishScreen } from '../components/research-publish-screen';

/** /ailab/industries/your-research: the research publish flow. */
export function Component() {
  return <ResearchPublishScreen />;
}
