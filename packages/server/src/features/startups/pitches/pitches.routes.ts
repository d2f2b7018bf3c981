import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { endpointRegistrar, type RegisteredPaths } from '../../../http/register-endpoint';
import { readUploadedForm } from '../../../media/read-uploaded-file';
import { uploadField } from '../upload-field';
import { createField, listFields, manageFields, setFieldImage, updateField } from './pitch-fields.service';
import { addPitch, changePitchStatus, listMyPitches, pitchContentFor, updatePitch } from './pitches.service';
import { generateSection } from './section-generate.service';
import {
  addSectionImage,
  removeSectionImage,
  SECTION_IMAGE_MAX_BYTES,
  sectionImages,
} from './section-images.service';
import { sectionFor, updateSection } from './sections.service';

/** Pitches, their sections and images, drafting, and key facts. */
export function registerPitchRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const on = endpointRegistrar(app, ctx, registered);
  const { startupPitch, pitchField } = contract;

  on(startupPitch.add, ({ caller, body, t }) => addPitch(ctx, caller, body, t));
  on(startupPitch.list, ({ caller, body }) => listMyPitches(ctx, caller, body));
  on(startupPitch.content, ({ caller, body }) => pitchContentFor(ctx, caller, body.id));
  on(startupPitch.update, ({ caller, body }) => updatePitch(ctx, caller, body));
  on(startupPitch.status, ({ caller, body }) => changePitchStatus(ctx, caller, body.id, body.status));
  on(startupPitch.section, ({ caller, body }) => sectionFor(ctx, caller, body.id, body.history));
  on(startupPitch.sectionUpdate, ({ caller, body }) => updateSection(ctx, caller, body));
  on(startupPitch.sectionImages, ({ caller, body }) =>
    sectionImages(ctx, caller, body.section_id, body.order),
  );
  on(startupPitch.sectionImage, async ({ caller, request, t }) => {
    const upload = await readUploadedForm(request, {
      field: 'file',
      maxBytes: SECTION_IMAGE_MAX_BYTES,
      t,
    });
    const sectionId = uploadField(upload.fields, 'section_id', t);
    const caption = uploadField(upload.fields, 'caption', t, true);
    return addSectionImage(ctx, caller, sectionId, caption, upload.bytes, t);
  });
  on(startupPitch.sectionImageRemove, ({ caller, body }) => removeSectionImage(ctx, caller, body.id));
  on(startupPitch.sectionGenerate, ({ caller, body, language, t }) =>
    generateSection(ctx, caller, body, language, t),
  );

  on(pitchField.create, ({ caller, body }) => createField(ctx, caller, body));
  on(pitchField.update, ({ caller, body }) => updateField(ctx, caller, body));
  on(pitchField.manage, ({ caller, body }) => manageFields(ctx, caller, body));
  on(pitchField.listing, ({ caller, body }) => listFields(ctx, caller, body.pitch_id));
  on(pitchField.updateImage, async ({ caller, request, t }) => {
    const upload = await readUploadedForm(request, {
      field: 'file',
      maxBytes: SECTION_IMAGE_MAX_BYTES,
      t,
    });
    return setFieldImage(ctx, caller, uploadField(upload.fields, 'id', t), upload.bytes, t);
  });
}
