// Share links: managing them, and what a link opens.
export * from './endpoints.ts';
export * from './share-link.ts';
export * from './review-endpoints.ts';
