import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { MarkdownEditor } from './markdown-editor';

function Editor({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return <MarkdownEditor label="Description" value={value} onChange={setValue} error={error} />;
}

describe('MarkdownEditor', () => {
  it('edits in Write and renders the same text in Preview', async () => {
    renderApp(<Editor />);
    const field = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: '## Week 1\n\nRead **chapter 2**. <script>bad()</script>' } });
    expect(field.value).toContain('Week 1');
    expect(screen.getByRole('tab', { name: 'Write' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    // The renderer is a lazy chunk: on a loaded machine its first import can take seconds.
    expect(await screen.findByRole('heading', { name: 'Week 1' }, { timeout: 15_000 })).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(panel.querySelector('strong')?.textContent).toBe('chapter 2');
    expect(panel.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Write' }));
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toContain(
      'chapter 2',
    );
  }, 20_000);

  it('says there is nothing to preview for blank text', () => {
    renderApp(<Editor initial="   " />);
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('Nothing to preview yet.')).toBeTruthy();
  });

  it('shows a field error beside the field and marks it invalid', () => {
    renderApp(<Editor error="Description is required" />);
    const field = screen.getByRole('textbox', { name: 'Description' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = field.getAttribute('aria-describedby') ?? '';
    const errorId = described.split(' ')[0] ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Description is required');
  });
});
