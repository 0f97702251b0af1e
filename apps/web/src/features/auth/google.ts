import { JsonObject, type User } from '@ideapilot/contract';
import { ApiError, call } from '../../lib/api.ts';

const USERINFO_URL = 'https://www.googleapis.com/oauth2/v3/userinfo';

/** Fetches the Google profile with Google's token, then signs in with our backend. */
export async function signInWithGoogleToken(googleToken: string): Promise<{ access_token: string; user: User }> {
  const profileRes = await fetch(USERINFO_URL, { headers: { Authorization: `Bearer ${googleToken}` } }).catch(() => null);
  if (!profileRes?.ok) throw new Error('Failed to fetch user information from Google');
  const userInfo = JsonObject.safeParse(await profileRes.json().catch(() => null));
  try {
    const answer = await call('signInWithGoogle', {
      body: { token: googleToken, token_type: 'access_token', user_info: userInfo.success ? userInfo.data : undefined },
    });
    if (!answer.access_token) throw new Error('No access token received from backend');
    return { access_token: answer.access_token, user: answer.user };
  } catch (err) {
    if (err instanceof ApiError) throw new Error(err.detail ?? 'Authentication failed');
    throw err;
  }
}
