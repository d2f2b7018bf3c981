import type { Snippet } from '@ailab/core/contract/schemas/snippet';
import { cn } from './cn';

/**
 * A search result's excerpt: the server's plain-text pieces, the matched ones highlighted. Every piece
 * is rendered as text (React escapes it), so markup in what was searched never becomes HTML.
 */
export function SnippetText({ snippet, className }: { snippet: Snippet; className?: string }) {
  if (snippet.length === 0) return null;
  return (
    <p className={cn('text-sm leading-relaxed text-ink-muted', className)}>
      {snippet.map((piece, index) =>
        piece.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces are fixed for one answer
          <mark key={index} className="rounded bg-warning-line px-0.5 text-ink">
            {piece.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces are fixed for one answer
          <span key={index}>{piece.text}</span>
        ),
      )}
    </p>
  );
}
