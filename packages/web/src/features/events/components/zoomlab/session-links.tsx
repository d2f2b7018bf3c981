import type { PublicEvent } from '@ailab/core/contract/events/events.schemas';
import { isHttpUrl } from '@ailab/core/contract/schemas/http-url';
import { FileText, PlayCircle, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button';

/** An outside address opened in a new tab, only when it is http(s) (the server refuses anything else). */
function OutsideLink({ href, className, children }: { href: string; className: string; children: string }) {
  if (!isHttpUrl(href)) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={className}>
      {children}
    </a>
  );
}

/** An upcoming session: the join link for a confirmed attendee, otherwise how to get it. */
export function JoinInfo({ event }: { event: PublicEvent }) {
  const { t } = useTranslation('events');
  if (event.online_url)
    return (
      <p className="pt-1">
        <OutsideLink href={event.online_url} className={buttonClasses('primary', 'gap-2')}>
          {t('zoomlab.join')}
        </OutsideLink>
      </p>
    );
  return (
    <p className="flex items-start gap-1.5 text-sm text-ink-muted">
      <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('zoomlab.joinHint')}
    </p>
  );
}

/** A session's recording and materials, as links; a note when the organisers have added none. */
export function SessionMaterials({ event }: { event: PublicEvent }) {
  const { t } = useTranslation('events');
  const link = 'inline-flex items-center gap-1.5 text-sm font-medium text-link underline';
  if (!event.recording_url && event.materials.length === 0)
    return <p className="text-sm text-ink-subtle">{t('zoomlab.noRecording')}</p>;
  return (
    <div className="space-y-1.5 pt-1">
      {event.recording_url ? (
        <p className="flex items-center gap-1.5">
          <PlayCircle aria-hidden="true" className="size-4 shrink-0 text-brand-600 dark:text-brand-300" />
          <OutsideLink href={event.recording_url} className={link}>
            {t('zoomlab.watchRecording')}
          </OutsideLink>
        </p>
      ) : null}
      {event.materials.length > 0 ? (
        <ul aria-label={t('zoomlab.materials')} className="space-y-1">
          {event.materials.map((material) => (
            <li key={`${material.url}-${material.title}`} className="flex min-w-0 items-center gap-1.5">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />
              <OutsideLink href={material.url} className={`${link} min-w-0 break-words`}>
                {material.title}
              </OutsideLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
