// `@portal/contract`: every fact of the wire, once, for the API and every bundle.
// Depends on valibot only (a lint zone keeps it so).
export * from './dates.ts';
export * from './endpoint.ts';
export * from './errors.ts';
export * from './paging.ts';
export * from './paths.ts';
export * from './sorting.ts';
export * from './system.ts';
export * from './account/index.ts';
export * from './notifications/index.ts';
export * from './projects/index.ts';
export * from './admin/index.ts';
export * from './uploads/index.ts';
export * from './workflows/index.ts';
export * from './engagement/index.ts';
export * from './share/index.ts';
export * from './upload-links/index.ts';
export * from './reviews/index.ts';
export * from './mail/index.ts';
