import type { PitchContent } from '@ailab/core/contract/startups/pitch.schemas';
import type { TFunction } from 'i18next';

/** A key fact as one line of text, in the viewer's language. */
export function factLine(field: PitchContent['fields'][number], language: string): string {
  const value = field.value;
  switch (value.type) {
    case 'money':
      return `${field.label}: ${new Intl.NumberFormat(language, { style: 'currency', currency: value.currency, maximumFractionDigits: 0 }).format(value.amount)}`;
    case 'percentage':
      return `${field.label}: ${value.number}%`;
    case 'number':
      return `${field.label}: ${new Intl.NumberFormat(language).format(value.number)}`;
    case 'date':
      return `${field.label}: ${value.date}`;
    case 'text':
      return `${field.label}: ${value.text}`;
    case 'url':
      return `${field.label}: ${value.url}`;
  }
}

/** The facts a draft of one section is built from: the startup, its key facts and its other sections. */
export function draftFacts(content: PitchContent, sectionId: string, language: string, t: TFunction) {
  const { startup } = content;
  const about = [
    `${startup.name}: ${startup.one_liner}`,
    `${t('startups:generate.stage')}: ${t(`startups:stages.${startup.stage}`)}`,
    ...(startup.industries.length > 0
      ? [`${t('startups:generate.industries')}: ${startup.industries.join(', ')}`]
      : []),
    ...(startup.country ? [`${t('startups:generate.country')}: ${startup.country}`] : []),
  ];
  const facts = content.fields.map((field) => factLine(field, language));
  const others = content.sections
    .filter((section) => section.id !== sectionId && section.body.trim() !== '')
    .map((section) => `## ${section.title}\n${section.body.slice(0, 800)}`);
  const sources = [
    'startup',
    ...content.fields.map((field) => `field:${field.kind}`),
    ...content.sections
      .filter((section) => section.id !== sectionId && section.body.trim() !== '')
      .map((section) => `section:${section.kind}`),
  ];
  return { about, facts, others, sources };
}
