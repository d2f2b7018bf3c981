import type { Application } from '@ailab/core/contract/applications/application.schemas';

/** An application's files as links that open in a new tab. */
export function AttachmentLinks({ files }: { files: Application['attachments'] }) {
  if (files.length === 0) return null;
  return (
    <ul className="mb-2 space-y-1 text-sm">
      {files.map((file) => (
        <li key={file.id}>
          <a
            className="text-brand-700 underline dark:text-brand-300"
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
