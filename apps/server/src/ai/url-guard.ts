import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

/** Loopback, private, link-local, CGNAT, multicast and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateRanges.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
    return privateRanges.check(address, 'ipv6');
  }
  return false;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** What can be told without DNS: `localhost` names and private IP literals. */
export function isObviouslyPrivateUrl(value: string): boolean {
  const host = hostOf(new URL(value)).toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || isPrivateAddress(host);
}

export class PrivateModelUrlError extends Error {
  constructor(host: string) {
    super(`Model host ${host} resolves to a private address; set ALLOW_PRIVATE_MODEL_URLS=true to allow it`);
    this.name = 'PrivateModelUrlError';
  }
}

/**
 * The fetch every provider uses. Unless private URLs are allowed, each request's host is resolved
 * first and refused when any of its addresses is private, so a provider config cannot make the
 * server call into its own network. Redirects are refused for the same reason.
 */
export function guardedFetch(allowPrivate: boolean): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!allowPrivate) {
      const host = hostOf(url);
      const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
      if (isObviouslyPrivateUrl(url.toString()) || addresses.some((a) => isPrivateAddress(a.address))) {
        throw new PrivateModelUrlError(host);
      }
    }
    return fetch(input, { ...init, redirect: 'error' });
  };
}
