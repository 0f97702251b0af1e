import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from './constants.ts';

/** The two wordings the password-length rule is shown in (sign-up and reset; the profile's change). */
export const PasswordTooShort = {
  short: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  long: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
} as const;

const error = (status: number, detail: string) => ({ status, detail });

/**
 * Every error the API answers: its code, HTTP status and default detail (the sentence shown when
 * the server has nothing more precise to say). The web app chooses what to show by code.
 */
export const ERRORS = {
  // Any endpoint: the framework and the request's shape.
  bad_request: error(400, 'Bad request'),
  invalid_json: error(400, 'Request body is not valid JSON'),
  payload_too_large: error(413, 'Request body is too large'),
  unsupported_media_type: error(415, 'Unsupported content type'),
  validation_failed: error(422, 'Invalid request'),
  rate_limited: error(429, 'Too many requests. Please try again later.'),
  not_found: error(404, 'Not found'),
  internal: error(500, 'Internal server error'),
  database_unavailable: error(503, 'The service is briefly unavailable. Please try again in a few seconds.'),
  // Signing in.
  not_authenticated: error(401, 'Not authenticated'),
  admin_required: error(403, 'Admin access required'),
  consent_required: error(403, 'Please accept the Privacy Policy and the Terms of Service before using the AI coach.'),
  cross_site_request: error(403, 'Cross-site request refused'),
  invalid_credentials: error(401, 'Incorrect email or password'),
  refresh_invalid: error(401, 'Session expired. Please sign in again.'),
  google_disabled: error(400, 'Google sign-in is not enabled'),
  google_auth_failed: error(401, 'Google authentication failed'),
  google_unreachable: error(401, 'Could not reach Google to verify the sign-in'),
  // Accounts and passwords.
  invalid_email: error(400, 'Invalid email format'),
  email_taken: error(400, 'Email already registered'),
  password_too_short: error(400, PasswordTooShort.short),
  reset_token_invalid: error(400, 'This reset link is invalid or has expired'),
  verify_token_invalid: error(400, 'This verification link is invalid or has expired'),
  social_account: error(400, 'Password change is not available for social login accounts'),
  wrong_password: error(400, 'Current password is incorrect'),
  // Tokens and plans.
  out_of_tokens: error(402, 'No tokens remaining'),
  subscription_not_found: error(404, 'Subscription not found'),
  unknown_plan: error(400, 'There is no such plan'),
  free_plan: error(400, 'The free plan needs no checkout'),
  already_subscribed: error(400, 'You are already on this plan'),
  plan_not_for_sale: error(400, 'This plan cannot be bought at the moment'),
  no_billing_account: error(400, 'You have no billing account yet. Choose a plan first.'),
  no_paid_subscription: error(400, 'You have no paid subscription'),
  payment_provider_error: error(502, 'The payment provider could not be reached. Please try again.'),
  invalid_signature: error(400, 'Invalid webhook signature'),
  webhook_not_configured: error(404, 'Stripe is not configured'),
  checkout_not_found: error(404, 'Checkout not found'),
  checkout_expired: error(404, 'Checkout has expired'),
  checkout_complete: error(409, 'This checkout has already been paid'),
  portal_not_found: error(404, 'Portal session not found'),
  portal_expired: error(404, 'Portal session has expired'),
  // Sessions and chat.
  session_not_found: error(404, 'Session not found'),
  turn_not_found: error(404, 'Turn not found'),
  turn_not_last: error(409, 'Only the last message of a chat can be regenerated or edited'),
  message_blank: error(400, 'Message cannot be empty'),
  message_too_long: error(400, 'Message is too long. Please limit to 100 words.'),
  // The canvas as a document.
  canvas_not_found: error(404, 'This session has no idea canvas yet'),
  canvas_version_not_found: error(404, 'Canvas version not found'),
  canvas_block_not_found: error(404, 'That block is not on the current canvas'),
  share_link_not_found: error(404, 'This shared canvas does not exist or is no longer shared'),
  // Vibe Coding.
  vibe_not_prepared: error(409, 'Run Auto-fill & Suggest for this session before generating the first prompt'),
  vibe_prepare_failed: error(502, 'Failed to prepare. Please try again.'),
  vibe_prerequisites_not_found: error(404, 'No saved prerequisites for this session'),
  vibe_prompt_not_found: error(404, 'No generated prompt for this session'),
  // Agents (admin).
  provider_config_not_found: error(404, 'Provider config not found'),
  prompt_template_not_found: error(404, 'Prompt template not found'),
  output_format_not_found: error(404, 'Output format not found'),
  agent_version_not_found: error(404, 'Agent version not found'),
  output_format_exists: error(409, 'An output format with this name already exists'),
  private_model_url: error(422, 'params.base_url: private and loopback addresses are not allowed'),
  agent_changed: error(409, 'This agent was changed by someone else. Reload it to see the changes.'),
  agent_check_failed: error(422, 'The agent did not pass its connection check'),
  // A founder's own data.
  password_required: error(400, 'Enter your password to delete your account'),
  google_reauth_required: error(400, 'Sign in with Google again to delete your account'),
  google_account_mismatch: error(403, 'That Google account is not the one you are signed in with'),
  // Operations.
  metrics_token_invalid: error(401, 'A valid metrics token is required'),
} as const satisfies Record<string, { status: number; detail: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ErrorCode = z.enum(Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]);

/**
 * Every error answer: a human sentence (`detail`), a stable code from the closed list, and the
 * request's id, which finds the request in the server's log.
 */
export const ErrorBody = z.object({ detail: z.string(), code: ErrorCode, request_id: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;
