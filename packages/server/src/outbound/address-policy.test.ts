import { describe, expect, it } from 'vitest';
import { LOOPBACK_SPELLINGS } from '../../test/support/loopback-spellings';
import { createAddressGuard } from './address-guard';
import { isPublicAddress } from './address-policy';
import { parseUrl, urlRefusal } from './url-policy';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.0.1',
    '100.64.0.1',
    '169.254.169.254',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    '2001:db8::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('urlRefusal', () => {
  const guard = createAddressGuard({ allowPrivate: false });
  const refusal = (text: string) => {
    const url = parseUrl(text);
    if (!url) throw new Error(`not a URL: ${text}`);
    return urlRefusal(url, guard)?.kind;
  };

  it('refuses every spelling of loopback written as an address', () => {
    for (const host of LOOPBACK_SPELLINGS)
      expect(refusal(`http://${host}:8080/feed`), host).toBe('refused_address');
  });

  it('refuses other schemes and credentials; leaves names to the resolver', () => {
    expect(refusal('file:///etc/passwd')).toBe('refused_url');
    expect(refusal('ftp://example.com/feed')).toBe('refused_url');
    expect(refusal('gopher://example.com/')).toBe('refused_url');
    expect(refusal('https://user:pass@example.com/feed')).toBe('refused_url');
    expect(refusal('https://token@example.com/feed')).toBe('refused_url');
    expect(refusal('https://example.com/feed')).toBeUndefined();
    expect(refusal('http://8.8.8.8/feed')).toBeUndefined();
  });

  it('allows private addresses when the operator says so', () => {
    const open = createAddressGuard({ allowPrivate: true });
    const url = parseUrl('http://127.0.0.1:3000/');
    expect(url && urlRefusal(url, open)).toBeUndefined();
  });
});
