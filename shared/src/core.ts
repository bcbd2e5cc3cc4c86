// `@portal/shared/core`: the part of the contract that needs no UI library (API client, stores,
// contracts, enumerations, formatting). A page can use it without loading Mantine; the full
// `@portal/shared` re-exports it by package name, so both entries share one instance of each store.
export * from './api/api-client';
export * from './api/api-error';
export * from './api/xsrf';
export * from './auth/auth-store';
export * from './auth/auth-modal-store';
export * from './auth/user-state';
export * from './config/runtime-config';
export * from './contracts/remotes';
export * from './enums';
export * from './format';
export * from './validation/email';
