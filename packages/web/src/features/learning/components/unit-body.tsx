import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';

/** A unit's or course's Markdown body, through the one sanitizing renderer. */
export function UnitBody({ source }: { source: string }) {
  return <LazyMarkdown source={source} />;
}
