// `@portal/shared/core`: the part that needs no UI library (the wire contract, API client, stores,
// remote contracts, enumerations, formatting). A page can use it without loading Mantine; the full
// `@portal/shared` re-exports it by package name, so both entries share one instance of each store.
export * from './api/api-client';
export * from './api/api-error';
export * from './api/post-with-progress';
export * from './api/uploads/chunked-upload';
export * from './api/uploads/upload-attachment';
export * from './api/uploads/upload-file';
export * from './api/xsrf';
export * from './auth/auth-store';
export * from './auth/auth-modal-store';
export * from './config/runtime-config';
export * from './contracts/remotes';
export * from './enums';
export * from './format';
export * from './navigation/media-in-url';
export * from './navigation/use-no-index';
export * from './navigation/page-location';
export * from './live/live-notification-bus';
export * from './live/review-live';
export * from './live/review-session';
export * from './live/share-session-feed';
export * from './telemetry';
// The wire contract, so that every bundle takes it from the one shared copy.
export * from '@portal/contract';
