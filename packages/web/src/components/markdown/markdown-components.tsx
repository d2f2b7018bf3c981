import type { Components } from 'react-markdown';
import { isExternalUrl } from './safe-url';

/**
 * How each Markdown element looks: prose styled for light and dark. Links
 * always carry rel="noopener noreferrer"; external ones open in a new tab.
 */
export const MARKDOWN_COMPONENTS: Components = {
  h1: ({ node: _node, ...props }) => (
    <h2 className="mt-6 mb-3 text-2xl font-bold text-ink first:mt-0" {...props} />
  ),
  h2: ({ node: _node, ...props }) => (
    <h3 className="mt-6 mb-2 text-xl font-semibold text-ink first:mt-0" {...props} />
  ),
  h3: ({ node: _node, ...props }) => (
    <h4 className="mt-5 mb-2 text-lg font-semibold text-ink first:mt-0" {...props} />
  ),
  h4: ({ node: _node, ...props }) => (
    <h5 className="mt-4 mb-1 font-semibold text-ink first:mt-0" {...props} />
  ),
  h5: ({ node: _node, ...props }) => <h6 className="mt-4 mb-1 font-semibold text-ink" {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className="mt-4 mb-1 font-semibold text-ink-muted" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-3 leading-7 first:mt-0 last:mb-0" {...props} />,
  a: ({ node: _node, href, ...props }) => (
    <a
      {...props}
      href={href}
      rel="noopener noreferrer"
      target={href && isExternalUrl(href) ? '_blank' : undefined}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
    />
  ),
  img: ({ node: _node, alt, ...props }) => (
    <img {...props} alt={alt ?? ''} loading="lazy" className="my-4 h-auto max-w-full rounded-lg" />
  ),
  ul: ({ node: _node, ...props }) => <ul className="my-3 list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-3 list-decimal space-y-1 pl-6" {...props} />,
  li: ({ node: _node, ...props }) => <li className="leading-7 marker:text-ink-subtle" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-4 border-l-4 border-line-strong pl-4 text-ink-muted italic" {...props} />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code
      className={className ?? 'rounded bg-surface-muted px-1.5 py-0.5 font-mono text-[0.9em]'}
      {...props}
    />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      className="my-4 overflow-x-auto rounded-lg bg-slate-900 p-4 font-mono text-sm text-slate-100 dark:bg-canvas [&_code]:bg-transparent [&_code]:p-0"
      {...props}
    />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-6 border-line" {...props} />,
  table: ({ node: _node, ...props }) => (
    <div className="my-4 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th className="border-b border-line-strong px-3 py-2 font-semibold" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border-b border-line px-3 py-2" {...props} />,
};
