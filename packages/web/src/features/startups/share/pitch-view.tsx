import type { PitchContent } from '@ailab/core/contract/startups/pitch.schemas';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { KeyFacts } from '../components/key-facts';

/**
 * A pitch as a readable page: the startup, its key facts as a strip, then one section after another
 * with its images as a gallery. Each section carries `data-section-id` for the time measurement.
 * Printing drops the controls and keeps sections and figures whole.
 */
export function PitchView({ content }: { content: PitchContent }) {
  const { t } = useTranslation('startups');
  const { startup, pitch } = content;
  return (
    <article className="mx-auto max-w-3xl space-y-8 print:max-w-none print:space-y-6">
      <header className="space-y-3 border-b border-line pb-6">
        <div className="flex items-center gap-3">
          {startup.logo_url ? (
            <img src={startup.logo_url} alt="" className="size-12 rounded object-cover" />
          ) : null}
          <div className="min-w-0">
            <p className="text-sm text-ink-muted">{startup.name}</p>
            <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{pitch.title}</h1>
          </div>
        </div>
        <p className="text-ink">{startup.one_liner}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{t(`stages.${startup.stage}`)}</Badge>
          {startup.industries.map((industry) => (
            <Badge key={industry}>{industry}</Badge>
          ))}
          {startup.country ? <Badge>{startup.country}</Badge> : null}
          <Button variant="secondary" className="ml-auto print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {t('web.share.print')}
          </Button>
        </div>
      </header>
      {content.fields.length > 0 ? (
        <section aria-label={t('web.editor.keyFacts')} className="break-inside-avoid">
          <KeyFacts fields={content.fields} />
        </section>
      ) : null}
      {content.sections.map((section) => (
        <section
          key={section.id}
          data-section-id={section.id}
          aria-labelledby={`section-${section.id}`}
          className="scroll-mt-24 space-y-4 print:break-inside-avoid-page"
        >
          <h2 id={`section-${section.id}`} className="text-xl font-semibold text-ink">
            {section.title}
          </h2>
          {section.body.trim() ? <LazyMarkdown source={section.body} /> : null}
          {section.images.length > 0 ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {section.images.map((image) => (
                <figure key={image.id} className="space-y-1 break-inside-avoid">
                  <img
                    src={image.url}
                    alt={image.caption}
                    loading="lazy"
                    className="w-full rounded-lg border border-line bg-surface-muted object-contain print:max-h-[40vh]"
                  />
                  {image.caption ? (
                    <figcaption className="text-sm text-ink-muted">{image.caption}</figcaption>
                  ) : null}
                </figure>
              ))}
            </div>
          ) : null}
        </section>
      ))}
    </article>
  );
}
