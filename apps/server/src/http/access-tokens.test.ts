import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokens } from './auth.ts';

// Tokens are forged with another library (jose) or by hand, so the checks do not trust our own signer.
const secret = 's'.repeat(48);
const key = new TextEncoder().encode(secret);
const tokens = accessTokens(secret, 60);
const now = Math.floor(Date.now() / 1000);
const access = { typ: 'access', sub: 'u1' };
const sign = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }, signingKey = key) =>
  new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(signingKey);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed by hand, for headers jose would refuse to write. */
const handMade = (header: object, claims: object) => {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
};
/**
 * The token with its signature's first character changed. Its last characters would not do: the
 * final one carries two unused bits, so a signature ending in "A" plus one of "A"–"D" read the same
 * after "AA" replaced them, and about one token in a thousand was still valid.
 */
const otherSignature = (token: string) => {
  const at = token.lastIndexOf('.') + 1;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
};

describe('access tokens', () => {
  it('round-trip: the claims of an issued token, and of one jose signed with the same key', async () => {
    expect(await tokens.verify(await tokens.issue('u1', { version: 3, sessionId: 'f1' }))).toEqual({ userId: 'u1', version: 3, sessionId: 'f1' });
    expect(await tokens.verify(await sign({ ...access, ver: 2, exp: now + 60 }))).toEqual({ userId: 'u1', version: 2, sessionId: null });
  });

  it('refuses a changed payload or signature, another key, another kind of token, and anything that is not a compact JWT', async () => {
    const token = await sign({ ...access, exp: now + 60 });
    const [header, , signature] = token.split('.');
    expect(await tokens.verify(`${header}.${b64({ ...access, sub: 'admin', exp: now + 60 })}.${signature}`)).toBeNull();
    expect(await tokens.verify(otherSignature(token))).toBeNull();
    expect(await tokens.verify(await sign({ ...access, exp: now + 60 }, undefined, new TextEncoder().encode('x'.repeat(48))))).toBeNull();
    expect(await tokens.verify(await sign({ typ: 'refresh', sub: 'u1', exp: now + 60 }))).toBeNull();
    for (const malformed of ['', 'a.b', `${token}.x`, ` ${token}`, 'garbage']) expect(await tokens.verify(malformed), malformed).toBeNull();
  });

  it('refuses an expired token, one without exp, and one not valid yet', async () => {
    expect(await tokens.verify(await sign({ ...access, exp: now - 1 }))).toBeNull();
    expect(await tokens.verify(await sign(access))).toBeNull();
    expect(await tokens.verify(await sign({ ...access, exp: now + 60, nbf: now + 30 }))).toBeNull();
    expect(await tokens.verify(await sign({ ...access, exp: now + 60, nbf: now - 30 }))).toMatchObject({ userId: 'u1' });
  });

  describe('a token verified before (kept in the verifier\'s cache)', () => {
    afterEach(() => vi.useRealTimers());

    it('is refused once it has expired, and a copy with another signature is refused', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const shortLived = accessTokens(secret, 60);
      const token = await shortLived.issue('u1');
      expect(await shortLived.verify(token)).toMatchObject({ userId: 'u1' });
      expect(await shortLived.verify(otherSignature(token))).toBeNull();
      vi.setSystemTime(Date.now() + 59_000);
      expect(await shortLived.verify(token)).toMatchObject({ userId: 'u1' });
      vi.setSystemTime(Date.now() + 2_000);
      expect(await shortLived.verify(token)).toBeNull();
    });

    it('is refused before its nbf however often it is asked, and accepted from then on', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const token = await sign({ ...access, exp: now + 60, nbf: now + 30 });
      for (let i = 0; i < 3; i++) expect(await tokens.verify(token)).toBeNull();
      vi.setSystemTime((now + 31) * 1000);
      expect(await tokens.verify(token)).toMatchObject({ userId: 'u1' });
    });
  });

  it('pins the algorithm: none or another name is refused even when the HMAC matches', async () => {
    expect(await tokens.verify(handMade({ alg: 'HS256' }, { ...access, exp: now + 60 }))).toMatchObject({ userId: 'u1' });
    expect(await tokens.verify(handMade({ alg: 'none' }, { ...access, exp: now + 60 }))).toBeNull();
    expect(await tokens.verify(handMade({ alg: 'HS512' }, { ...access, exp: now + 60 }))).toBeNull();
    expect(await tokens.verify(handMade({ alg: 'HS256' }, ['not', 'an', 'object']))).toBeNull();
  });
});
