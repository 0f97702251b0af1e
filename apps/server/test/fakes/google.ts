import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What Google answers about an account; the name parts are optional there (undefined leaves one out of the answer). */
export type GoogleAccount = { sub: string; email: string; name?: string; given_name?: string; family_name?: string; email_verified: boolean; aud: string };

/**
 * Google's token-info and user-info endpoints, as the server calls them: tokeninfo?access_token=…
 * and userinfo with a bearer token. `accounts` maps an access token to what Google would answer.
 */
export async function startFakeGoogle(accounts: Map<string, GoogleAccount>) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/tokeninfo') {
      const account = accounts.get(url.searchParams.get('access_token') ?? '');
      if (!account) return send(400, { error: 'invalid_token', error_description: 'Invalid Value' });
      return send(200, { aud: account.aud, azp: account.aud, sub: account.sub, scope: 'openid email profile', expires_in: '3599', email: account.email });
    }
    if (url.pathname === '/userinfo') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const account = accounts.get(token);
      if (!account) return send(401, { error: 'invalid_request' });
      const { aud: _aud, ...profile } = account;
      return send(200, profile);
    }
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    /** The server settings that send its Google sign-in, for the OAuth client `clientId`, here. */
    settings: (clientId: string) => ({ GOOGLE_CLIENT_ID: clientId, GOOGLE_TOKENINFO_URL: `${base}/tokeninfo`, GOOGLE_USERINFO_URL: `${base}/userinfo` }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
