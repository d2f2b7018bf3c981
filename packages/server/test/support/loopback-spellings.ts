/** The spellings of loopback that issue 18 item 1 found fetched: each must be refused. */
export const LOOPBACK_SPELLINGS = [
  '127.0.0.1',
  '[::1]',
  '0.0.0.0',
  '2130706433',
  '0177.0.0.1',
  '0x7f000001',
  '127.1',
  '[::ffff:127.0.0.1]',
] as const;
