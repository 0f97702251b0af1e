export * from './constants.ts';
export * from './errors.ts';
export * from './rules.ts';
export * from './auth.ts';
export * from './users.ts';
