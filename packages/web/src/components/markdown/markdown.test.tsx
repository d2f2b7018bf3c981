import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { Markdown } from './markdown';
import { safeUrl } from './safe-url';

function html(source: string): HTMLElement {
  return renderApp(<Markdown source={source} />).container;
}

describe('Markdown', () => {
  it('renders GitHub-flavoured Markdown', () => {
    const root = html(
      '# Title\n\nSome **bold** text.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~gone~~',
    );
    expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
    expect(root.querySelector('strong')?.textContent).toBe('bold');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('table td')?.textContent).toBe('1');
    expect(root.querySelector('del')?.textContent).toBe('gone');
  });

  it('never renders raw HTML: no script, no event handlers, no iframes', () => {
    const root = html(
      'Hi <script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">\n\n<iframe src="https://evil.example"></iframe>\n\n<a href="https://evil.example" onclick="steal()">x</a>\n\n<div style="position:fixed">overlay</div>',
    );
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('[onerror], [onclick], [style]')).toBeNull();
    expect(root.innerHTML).not.toMatch(/onerror|onclick|<script/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('drops javascript:, vbscript: and data: links, however they are disguised', () => {
    const root = html(
      [
        '[a](javascript:alert(1))',
        '[b](JaVaScRiPt:alert(1))',
        '[c](&#106;avascript:alert(1))',
        '[d](<java\tscript:alert(1)>)',
        '[e](vbscript:msgbox(1))',
        '[f](data:text/html;base64,PHNjcmlwdD4=)',
        '<javascript:alert(1)>',
      ].join('\n\n'),
    );
    const links = [...root.querySelectorAll('a')];
    expect(links.length).toBeGreaterThan(0);
    // The link text may still read "javascript:…"; no attribute may carry it.
    const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => attribute.value),
    );
    expect(attributes.filter((value) => /script|data:/i.test(value))).toEqual([]);
    expect(links.filter((link) => link.hasAttribute('href'))).toEqual([]);
  });

  it('keeps safe links with rel="noopener noreferrer" and opens external ones in a new tab', () => {
    const root = html(
      '[site](https://ailab.example/x) [course](/courses/1) [mail](mailto:team@ailab.example) [part](#two)',
    );
    const links = [...root.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://ailab.example/x',
      '/courses/1',
      'mailto:team@ailab.example',
      '#two',
    ]);
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[1]?.getAttribute('target')).toBeNull();
  });

  it('shows images only from http(s), relative paths and /media/', () => {
    const root = html(
      '![ok](/media/ab12.png) ![web](https://cdn.example/a.png) ![bad](javascript:alert(1)) ![data](data:image/svg+xml;base64,PHN2Zz4=)',
    );
    const sources = [...root.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources.filter(Boolean)).toEqual(['/media/ab12.png', 'https://cdn.example/a.png']);
    expect(root.innerHTML).not.toMatch(/javascript:|data:image/i);
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://a.example', 'href', 'https://a.example'],
    ['/media/x.png', 'src', '/media/x.png'],
    ['relative/page', 'href', 'relative/page'],
    ['mailto:a@b.example', 'src', null],
    ['java\nscript:alert(1)', 'href', null],
    [' \u0001javascript:alert(1)', 'href', null],
    ['ftp://files.example', 'href', null],
    ['/path?next=javascript:alert(1)', 'href', '/path?next=javascript:alert(1)'],
  ] as const)('%j as %s → %j', (url, kind, expected) => {
    expect(safeUrl(url, kind)).toBe(expected);
  });
});
