import type {
  FieldValue,
  Pitch,
  PitchContent,
  PitchField,
  Section,
  SectionImage,
} from '@ailab/core/contract/startups/pitch.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { mediaUrl } from '../../../media/store-upload';
import type { StartupRow } from '../businesses/startups.repository';
import { findIndustriesOf } from '../businesses/startups.repository';
import {
  type FieldRow,
  fieldsOf,
  type ImageRow,
  imagesOf,
  type PitchRow,
  type SectionRow,
  sectionsOf,
} from './pitches.repository';

export function imageToWire(row: ImageRow): SectionImage {
  return {
    id: row.id,
    url: mediaUrl(row.path),
    mime: row.mime,
    size: row.size,
    position: row.position,
    caption: row.caption,
  };
}

export function sectionToWire(row: SectionRow, images: readonly ImageRow[]): Section {
  return {
    id: row.id,
    pitch_id: row.pitch_id,
    kind: row.kind as Section['kind'],
    title: row.title,
    body: row.body,
    position: row.position,
    version: row.version,
    updated_at: row.updated_at,
    images: images.filter((image) => image.section_id === row.id).map(imageToWire),
  };
}

export function fieldToWire(row: FieldRow): PitchField {
  return {
    id: row.id,
    pitch_id: row.pitch_id,
    kind: row.kind as PitchField['kind'],
    label: row.label,
    value: JSON.parse(row.value) as FieldValue,
    position: row.position,
    image_url: row.image_path ? mediaUrl(row.image_path) : null,
  };
}

export function pitchToWire(row: PitchRow, startupName: string, sectionCount: number): Pitch {
  return {
    id: row.id,
    startup_id: row.startup_id,
    startup_name: startupName,
    title: row.title,
    audience: row.audience,
    status: row.status,
    section_count: sectionCount,
    activated_at: row.activated_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The whole pitch: sections in order with their images, and the key facts. */
export async function pitchContent(
  db: Kysely<Database>,
  pitch: PitchRow,
  startup: StartupRow,
): Promise<PitchContent> {
  const [sections, fields, industries] = await Promise.all([
    sectionsOf(db, [pitch.id]),
    fieldsOf(db, [pitch.id]),
    findIndustriesOf(db, [startup.id]),
  ]);
  const images = await imagesOf(
    db,
    sections.map((section) => section.id),
  );
  return {
    pitch: pitchToWire(pitch, startup.name, sections.length),
    startup: {
      id: startup.id,
      name: startup.name,
      slug: startup.slug,
      one_liner: startup.one_liner,
      stage: startup.stage,
      industries: industries.map((row) => row.industry_slug),
      country: startup.country,
      logo_url: startup.logo_path ? mediaUrl(startup.logo_path) : null,
    },
    sections: sections.map((section) => sectionToWire(section, images)),
    fields: fields.map(fieldToWire),
  };
}
