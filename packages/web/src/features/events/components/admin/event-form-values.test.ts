import { createI18n } from '@ailab/core/i18n/create-i18n';
import { RESOURCES } from '@ailab/core/i18n/resources';
import { describe, expect, it } from 'vitest';
import { emptyForm, toRequest } from './event-form-values';

const i18n = createI18n({ language: 'es-MX', resources: RESOURCES });
const t = (key: string, values?: Record<string, unknown>) => String(i18n.t(key, values ?? {}));

describe('event editor values', () => {
  it('turns wall times into UTC instants in the event zone, across a DST change', () => {
    const values = {
      ...emptyForm('America/New_York'),
      title: 'Night owls',
      start: '2027-03-14T01:30',
      end: '2027-03-14T03:30',
      capacity: '12',
      publish: true,
    };
    const request = toRequest(values, null, t);
    expect(request).toMatchObject({
      ok: true,
      save: {
        kind: 'add',
        body: {
          starts_at: '2027-03-14T06:30:00.000Z',
          ends_at: '2027-03-14T07:30:00.000Z',
          state: 'published',
          capacity: 12,
        },
      },
    });
  });

  it('names the form fields with translated messages from the contract schema', () => {
    const values = {
      ...emptyForm('Mars/Base'),
      title: 'No',
      start: '2027-01-01T10:00',
      end: '2027-01-01T09:00',
      capacity: '0',
    };
    const request = toRequest(values, null, t);
    if (request.ok) throw new Error('expected problems');
    expect(Object.keys(request.errors).sort()).toEqual(['capacity', 'end', 'time_zone', 'title']);
    expect(request.errors.time_zone).toContain('zona horaria');
    const backwards = toRequest(
      { ...values, time_zone: 'Europe/Madrid', title: 'Backwards', capacity: '5' },
      null,
      t,
    );
    if (backwards.ok) throw new Error('expected problems');
    expect(backwards.errors).toEqual({ end: 'Fin debe ser posterior al inicio' });
  });
});

describe('the ZoomLab materials box', () => {
  it('sends a bad material address to the materials field, translated by the contract check', () => {
    const values = {
      ...emptyForm('Europe/Madrid'),
      title: 'Session',
      start: '2030-01-01T10:00',
      end: '2030-01-01T11:00',
    };
    const answer = toRequest({ ...values, materials: 'Slides ftp://files.example.com/s.pdf' }, null, t);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(Object.keys(answer.errors)).toEqual(['materials']);
  });
});
