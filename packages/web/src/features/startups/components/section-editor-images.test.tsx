import type { Section } from '@ailab/core/contract/startups/pitch.schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { SectionEditor } from './section-editor';

const image = (id: string, position: number, caption: string) => ({
  id,
  url: `/media/pitch-images/${id}.png`,
  mime: 'image/png',
  size: 100,
  position,
  caption,
});

const section: Section = {
  id: 'sec-1',
  pitch_id: 'pitch-1',
  kind: 'traction',
  title: 'Traction',
  body: 'Growing.',
  position: 3,
  version: 2,
  updated_at: '2026-11-27T10:00:00.000Z',
  images: [image('img-a', 0, 'Revenue'), image('img-b', 1, ''), image('img-c', 2, 'Team')],
};

/** A fake server that records what `section/images` is asked. */
function fakeServer() {
  const asked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path.endsWith('/startup_pitch/section/images')) asked.push(JSON.parse(String(init?.body ?? '{}')));
      return new Response(JSON.stringify({ items: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

describe('pitch editor: a section’s images', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves an image earlier or later by named buttons, sending the whole new order', async () => {
    const asked = fakeServer();
    renderApp(<SectionEditor section={section} pitchId="pitch-1" canGenerate={false} />, '/');
    expect((screen.getByRole('button', { name: 'Move Revenue earlier' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Move Team later' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Image 2 earlier' }));
    await waitFor(() => expect(asked).toEqual([{ section_id: 'sec-1', order: ['img-b', 'img-a', 'img-c'] }]));
  });
});
