import { isIP } from 'node:net';

/** What the device list shows for an address on a private, loopback or link-local network. */
export const LOCAL_NETWORK = 'Local network';

const PRIVATE_V4: [number, number][] = [
  [0x0a000000, 8], // 10/8
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local
  [0x64400000, 10], // carrier-grade NAT
];

const v4Number = (address: string) => address.split('.').reduce((n, part) => (n * 256 + Number(part)) >>> 0, 0);

/**
 * Where a sign-in came from, coarsely (docs/devices.md): the /24 network of an IPv4 address or the
 * /48 of an IPv6 one, never the full address, and "Local network" for private ones. A deployment
 * with a city database can put a city here instead; nothing decides anything by it.
 */
export function coarsePlaceOf(raw: string | undefined): string {
  const address = (raw ?? '').replace(/^::ffff:/i, '');
  const family = isIP(address);
  if (family === 4) {
    const n = v4Number(address);
    if (PRIVATE_V4.some(([base, bits]) => n >>> (32 - bits) === base >>> (32 - bits))) return LOCAL_NETWORK;
    return `Network ${address.split('.').slice(0, 3).join('.')}.x`;
  }
  if (family === 6) {
    const lower = address.toLowerCase();
    if (lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)) return LOCAL_NETWORK;
    const groups = lower.split('::')[0].split(':').filter(Boolean).slice(0, 3);
    return `Network ${groups.join(':')}::/48`;
  }
  return '';
}
