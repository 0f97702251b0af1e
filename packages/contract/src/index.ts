export * from './constants.ts';
export * from './errors.ts';
export * from './rules.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './chat.ts';
export * from './agents.ts';
