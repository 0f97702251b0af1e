import { lookup } from 'node:dns/promises';
import { createServer } from 'node:http';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { guardedFetch, guardedLookup, isObviouslyPrivateUrl, isPrivateAddress, PrivateModelUrlError } from './url-guard.ts';

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '::127.0.0.1',
    '::7f00:1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:0:127.0.0.1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::1',
    '2002:7f00:1::',
    '2002:a00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '0:0:0:0:0:ffff:10.0.0.1',
    'fe80::1%eth0',
    'fd00::2',
    '169.254.169.254',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '2606:4700:4700::1111', '64:ff9b::808:808', '2002:808:808::1', '::ffff:1.1.1.1'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it.each(['http://localhost./', 'http://LOCALHOST../v1', 'http://api.localhost./', 'http://[::127.0.0.1]/', 'http://[64:ff9b::127.0.0.1]/', 'http://0x7f.1/'])(
    '%s is refused without DNS',
    (url) => {
      expect(isObviouslyPrivateUrl(url)).toBe(true);
    },
  );
});

describe('the connect-time check', () => {
  it('refuses a name that resolves to this host, and never connects', async () => {
    const name = hostname();
    const resolved = await lookup(name).catch(() => null);
    expect(resolved, `${name} must resolve for this test`).not.toBeNull();
    let connections = 0;
    const server = createServer((_, res) => res.end('ok'));
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      expect(isObviouslyPrivateUrl(`http://${name}:${port}/`), 'not refused before DNS').toBe(false);
      await expect(guardedFetch(false)(`http://${name}:${port}/`)).rejects.toBeInstanceOf(PrivateModelUrlError);
      expect(connections).toBe(0);
      const allowed = await guardedFetch(true)(`http://${name}:${port}/`);
      expect(await allowed.text()).toBe('ok');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers a socket lookup with the checked address, or an error for a private one', async () => {
    const result = await new Promise<{ err: Error | null; address: unknown }>((resolve) =>
      guardedLookup('localhost', {}, (err, address) => resolve({ err, address })),
    );
    expect(result.err).toBeInstanceOf(PrivateModelUrlError);
  });
});
