import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';

/** The event's Markdown description, through the one sanitizing renderer. */
export function EventDescription({ text }: { text: string }) {
  return <LazyMarkdown source={text} />;
}
