import type { Source } from '@ailab/core/contract/research/industries.schemas';

/** Cited sources as links opening in a new tab (http(s) only: the contract refuses other schemes). */
export function SourceList({ sources, ordered = false }: { sources: readonly Source[]; ordered?: boolean }) {
  const items = sources.map((source) => (
    <li key={source.url}>
      <a
        className="break-words text-brand-700 underline dark:text-brand-300"
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {source.title}
      </a>
    </li>
  ));
  return ordered ? (
    <ol className="list-decimal space-y-1 pl-5 text-sm">{items}</ol>
  ) : (
    <ul className="mt-1 space-y-1 text-sm">{items}</ul>
  );
}
