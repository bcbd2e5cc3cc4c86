// Upload links: a post's "Send us your files" link, managed by the studio and used by anyone holding it.
export * from './endpoints.ts';
export * from './received.ts';
export * from './upload-link.ts';
