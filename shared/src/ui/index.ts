// UI pieces two or more bundles need (Mantine-based, so not part of `@portal/shared/core`).
export * from './form-errors';
export * from './list-header';
export * from './load-error';
export * from './use-search-paging';
export * from './sortable-header';
export * from './confirm-dialog';
export * from './link-stopped';
