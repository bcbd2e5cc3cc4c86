export * from './format-currency';
export * from './format-date';
export * from './format-relative-time';
export * from './locale';
export * from './format-bytes';
export * from './format-percent';
