export * from './endpoints.ts';
export * from './permissions.ts';
export * from './rules.ts';
export * from './user-state.ts';
