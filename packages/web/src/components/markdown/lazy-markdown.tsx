import { lazy, Suspense } from 'react';
import { LoadingSkeleton } from '../states/loading-skeleton';

const MarkdownRenderer = lazy(() => import('./markdown').then((module) => ({ default: module.Markdown })));

/**
 * `<Markdown>` loaded on first use, so the Markdown parser stays out of the
 * chunks of screens that only sometimes show Markdown.
 */
export function LazyMarkdown({ source, className }: { source: string; className?: string }) {
  return (
    <Suspense fallback={<LoadingSkeleton count={2} />}>
      <MarkdownRenderer source={source} className={className} />
    </Suspense>
  );
}
