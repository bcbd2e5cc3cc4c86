// `@portal/shared`: everything in `@portal/shared/core` plus the Mantine-based plumbing.
export * from '@portal/shared/core';
export * from './auth/sign-out';
export * from './providers/portal-providers';
export * from './providers/query-client';
export * from './providers/theme';
export * from './toast/toast';
export * from './toast/carried-toasts';
export * from './forms/apply-server-errors';
export * from './ui';
