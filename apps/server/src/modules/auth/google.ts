import { cleanPersonName, isValidEmail, MAX_EMAIL_LENGTH, normalizeEmail } from '@ideapilot/contract';
import { AppError } from '../../http/errors.ts';

/** `givenName` and `familyName` pass registration's name rule (`personName`): an account can be made with them. */
export type GoogleProfile = { sub: string; email: string; givenName: string; familyName: string };
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
    if (typeof profile.sub !== 'string' || !GOOGLE_ID.test(profile.sub) || typeof profile.email !== 'string' || !verified) throw failed();
    const email = normalizeEmail(profile.email);
    if (!isValidEmail(email) || email.length > MAX_EMAIL_LENGTH) throw failed();
    if (typeof info.sub === 'string' && info.sub !== profile.sub) throw failed();
    return { sub: profile.sub, email: profile.email, ...namesOf(profile, email) };
  };
}

/** Google's account id: printable ASCII (digits, in practice), at most 255 characters. */
const GOOGLE_ID = /^[\x21-\x7e]{1,255}$/;

/**
 * What stands for a name part Google does not give (the last name is optional there) and the full
 * name and the e-mail do not hold either: the Profile form asks for both names, and a hyphen is one
 * it takes, which the founder can replace
 * (docs/decisions/2026-12-05-google-names-and-social-password-resets.md).
 */
export const MISSING_NAME = '-';

/**
 * The names an account is made with: Google's, cleaned as registration's rule asks (one line of
 * printable characters, at most MAX_PERSON_NAME, a visible character in it). A part Google leaves
 * out, or that is blank once cleaned, is taken from the full name; failing that, the first name from
 * the e-mail's local part; what is still blank is MISSING_NAME.
 */
function namesOf(profile: Record<string, unknown>, email: string): { givenName: string; familyName: string } {
  const clean = (value: unknown) => (typeof value === 'string' ? cleanPersonName(value) : '');
  const full = clean(profile.name);
  const words = full.split(' ');
  const givenName = clean(profile.given_name) || clean(words[0]) || clean(email.split('@')[0]) || MISSING_NAME;
  const rest = full.startsWith(`${givenName} `) ? full.slice(givenName.length + 1) : words.slice(1).join(' ');
  return { givenName, familyName: clean(profile.family_name) || clean(rest) || MISSING_NAME };
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
