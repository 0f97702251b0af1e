import { AppError } from '../../http/errors.ts';

export type GoogleProfile = { sub: string; email: string; name: string; givenName: string; familyName: string };
export type GoogleVerifier = (accessToken: string) => Promise<GoogleProfile>;

const failed = () => new AppError('google_auth_failed');

/**
 * Checks a Google OAuth access token with Google itself: tokeninfo must name our client as its
 * audience, and the userinfo answer gives the e-mail (verified) and name. Nothing the browser
 * sent about the user is trusted.
 */
export function googleVerifier(options: { clientId: string; tokenInfoUrl: string; userInfoUrl: string }): GoogleVerifier {
  return async (accessToken) => {
    const info = await fetchJson(`${options.tokenInfoUrl}?access_token=${encodeURIComponent(accessToken)}`);
    if (info.aud !== options.clientId && info.azp !== options.clientId) throw failed();
    const profile = await fetchJson(options.userInfoUrl, { Authorization: `Bearer ${accessToken}` });
    const verified = profile.email_verified === true || profile.email_verified === 'true';
    if (typeof profile.sub !== 'string' || typeof profile.email !== 'string' || !verified) throw failed();
    if (typeof info.sub === 'string' && info.sub !== profile.sub) throw failed();
    const name = typeof profile.name === 'string' ? profile.name : profile.email.split('@')[0]!;
    return {
      sub: profile.sub,
      email: profile.email,
      name,
      givenName: typeof profile.given_name === 'string' ? profile.given_name : name.split(' ')[0]!,
      familyName: typeof profile.family_name === 'string' ? profile.family_name : name.split(' ').slice(1).join(' '),
    };
  };
}

async function fetchJson(url: string, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new AppError('google_unreachable');
  }
  if (!response.ok) throw failed();
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== 'object') throw failed();
  return body as Record<string, unknown>;
}
