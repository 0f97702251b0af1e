/** Business constants and limits shared by the server and the web app. */
export const FREE_SIGNUP_TOKENS = 20;
export const DEFAULT_TOKEN_ALLOWANCE = 100;
export const MAX_MESSAGE_WORDS = 100;
/** A long "word" is still a long message: 100 words of ordinary length fit well under this. */
export const MAX_MESSAGE_CHARS = 2000;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PERSON_NAME = 100;
export const MAX_SESSION_NAME = 50;
export const DEFAULT_SESSION_NAME = 'Untitled';
export const SESSION_ID_DISPLAY_LENGTH = 8;
export const TRANSACTIONS_DEFAULT_LIMIT = 50;
export const TRANSACTIONS_MAX_LIMIT = 100;

export const MOBILE_BREAKPOINT_PX = 768;
export const SMALL_SCREEN_BREAKPOINT_PX = 640;
export const TOAST_MS = 5000;

export const IDEA_STAGES = [
  'Simply Explained Idea',
  'Well Defined Idea',
  'Structured Idea',
  'Risk Validated Idea',
  'Calculated Idea',
  'Easy-to-Explain Idea',
  'One Pager',
] as const;

export const CANVAS_BLOCKS = [
  'WHO',
  'PAIN',
  'USERS BENEFIT',
  'YOUR PROFIT',
  'WHY YOU',
  'WHY NOW',
  'YOUR TEAM',
  'SECRET SAUCE',
  'PITCH',
] as const;
export type CanvasBlock = (typeof CANVAS_BLOCKS)[number];

export const AGENT_ROLES = ['advisor', 'executor', 'guard', 'secretary', 'search'] as const;
export type AgentRole = (typeof AGENT_ROLES)[number];

export const AGENT_PROVIDERS = ['openai', 'anthropic', 'deepseek', 'bedrock'] as const;
export type AgentProvider = (typeof AGENT_PROVIDERS)[number];
