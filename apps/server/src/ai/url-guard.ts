import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { Agent, fetch as undiciFetch } from 'undici';

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  // Local-use NAT64, Teredo (its IPv4 is obfuscated) and documentation addresses.
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address, in any of its textual forms (dotted tail, `::`, zone id). */
function ipv6Bytes(address: string): number[] {
  // The URL parser turns every form into the compressed hex one.
  const canonical = new URL(`http://[${address.replace(/%.*$/, '')}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const words = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
const ZERO = (n: number) => Array<number>(n).fill(0);

/**
 * The IPv4 address an IPv6 one carries, if any: IPv4-compatible (::a.b.c.d), mapped
 * (::ffff:a.b.c.d), translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:ab:cd::).
 */
function embeddedIpv4(bytes: number[]): string | null {
  const last = bytes.slice(12);
  const tail =
    startsWith(bytes, ZERO(12)) ||
    startsWith(bytes, [...ZERO(10), 0xff, 0xff]) ||
    startsWith(bytes, [...ZERO(8), 0xff, 0xff, 0, 0]) ||
    startsWith(bytes, [0, 0x64, 0xff, 0x9b, ...ZERO(8)])
      ? last
      : bytes[0] === 0x20 && bytes[1] === 0x02
        ? bytes.slice(2, 6)
        : null;
  return tail ? tail.join('.') : null;
}

/** This host's own addresses: a model URL must not reach the server itself on any interface. */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) own.add(entry.family === 'IPv6' ? ipv6Bytes(entry.address).join(',') : entry.address);
  }
  return own;
}

/**
 * Loopback, private, link-local, CGNAT, multicast, documentation and unspecified addresses, this
 * host's own addresses, and any IPv6 address that carries one of those as an embedded IPv4.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare.replace(/%.*$/, ''));
  if (family === 4) return privateRanges.check(bare, 'ipv4') || ownAddresses().has(bare);
  if (family !== 6) return false;
  const bytes = ipv6Bytes(bare);
  const ipv4 = embeddedIpv4(bytes);
  if (ipv4) return isPrivateAddress(ipv4);
  return privateRanges.check(new URL(`http://[${bare.replace(/%.*$/, '')}]/`).hostname.slice(1, -1), 'ipv6') || ownAddresses().has(bytes.join(','));
}

/** The host name as the resolver will see it: lower case, without brackets or trailing dots. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '').toLowerCase();

/** What can be told without DNS: `localhost` names and private IP literals. */
export function isObviouslyPrivateUrl(value: string): boolean {
  const host = hostOf(new URL(value));
  return host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || isPrivateAddress(host);
}

export class PrivateModelUrlError extends Error {
  constructor(host: string) {
    super(`Model host ${host} resolves to a private address; set ALLOW_PRIVATE_MODEL_URLS=true to allow it`);
    this.name = 'PrivateModelUrlError';
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for sockets: resolves the name and refuses it when any of its addresses is private.
 * The connection is made to the address checked here, so a name that resolves again to another
 * address (DNS rebinding) cannot slip past.
 */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
      return callback(Object.assign(new PrivateModelUrlError(hostname), { code: 'EPRIVATE' }), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

let guardedAgent: Agent | undefined;

/**
 * The fetch every provider uses. Unless private URLs are allowed, an IP literal is checked as
 * written and a name at connect time, on the address the socket connects to. Redirects are
 * refused for the same reason.
 */
export function guardedFetch(allowPrivate: boolean): typeof fetch {
  guardedAgent ??= new Agent({ connect: { lookup: guardedLookup } });
  const dispatcher = allowPrivate ? undefined : guardedAgent;
  const guarded = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!allowPrivate && isObviouslyPrivateUrl(url.toString())) throw new PrivateModelUrlError(hostOf(url));
    try {
      return await undiciFetch(url, { ...(init as object), redirect: 'error', ...(dispatcher ? { dispatcher } : {}) });
    } catch (err) {
      if (err instanceof Error && err.cause instanceof PrivateModelUrlError) throw err.cause;
      throw err;
    }
  };
  return guarded as unknown as typeof fetch;
}
