import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '../ui/cn';
import { MARKDOWN_COMPONENTS } from './markdown-components';
import { safeUrl } from './safe-url';

const REMARK_PLUGINS = [remarkGfm];

function urlTransform(url: string, key: string): string | null {
  return safeUrl(url, key === 'src' ? 'src' : 'href');
}

/**
 * The one renderer of stored Markdown (course units, descriptions, research,
 * pitches, help): GitHub-flavoured Markdown, raw HTML dropped (never
 * rendered), links and images limited to safe URLs, styled prose for light
 * and dark. Import it lazily where it is not on the first screen, or use
 * `LazyMarkdown`.
 *
 * @example
 * <Markdown source={course.description} />
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={cn('min-w-0 break-words text-ink-muted', className)}>
      <ReactMarkdown
        remarkPlugins={REMARK_PLUGINS}
        skipHtml
        urlTransform={urlTransform}
        components={MARKDOWN_COMPONENTS}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
