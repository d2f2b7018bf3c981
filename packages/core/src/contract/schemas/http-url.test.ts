import { describe, expect, it } from 'vitest';
import { HTTP_URL, httpUrl, isHttpUrl } from './http-url';

describe('httpUrl', () => {
  it('accepts absolute http and https addresses only', () => {
    expect(isHttpUrl('https://example.com/cover.png')).toBe(true);
    expect(isHttpUrl('HTTP://example.com')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:image/png;base64,AA',
      '/media/x.png',
      'ftp://example.com',
      'https:',
      '',
    ])
      expect(isHttpUrl(bad), bad).toBe(false);
  });

  it('refuses other addresses with the http_url message key, and an empty one only when allowed', () => {
    const result = httpUrl(500).safeParse('javascript:alert(1)');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(HTTP_URL);
    expect(httpUrl(500).safeParse('').success).toBe(false);
    expect(httpUrl(500, { allowEmpty: true }).safeParse('  ').data).toBe('');
    expect(httpUrl(10).safeParse('https://example.com/long').success).toBe(false);
  });
});
