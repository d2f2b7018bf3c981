import ipaddr from 'ipaddr.js';

/**
 * IPv6 forms that carry an IPv4 address inside (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`,
 * 6to4 `2002::/16`): they are judged by the IPv4 address they lead to.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const range = address.range();
  if (range === 'ipv4Mapped') return address.toIPv4Address();
  const bytes = address.toByteArray();
  if (range === 'rfc6052') return ipaddr.fromByteArray(bytes.slice(12, 16)) as ipaddr.IPv4;
  if (range === '6to4') return ipaddr.fromByteArray(bytes.slice(2, 6)) as ipaddr.IPv4;
  return undefined;
}

/**
 * True when `address` (an IP literal) is a public unicast address the platform may call. Loopback,
 * private, carrier-grade NAT, link-local, unique-local, multicast, broadcast, unspecified, reserved and
 * documentation ranges are refused, in every spelling (IPv4-mapped, NAT64, 6to4 too); so is anything
 * that does not parse. Classification is ipaddr.js's, not our own CIDR arithmetic.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // A zone index (`fe80::1%eth0`) only ever names a link-local address.
  if (bare.includes('%') || !ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const inner = embeddedIpv4(parsed as ipaddr.IPv6);
    if (inner) return inner.range() === 'unicast';
    if ((parsed as ipaddr.IPv6).range() === 'teredo') return false;
  }
  return parsed.range() === 'unicast';
}
