// The projects domain of the wire contract: projects, posts, media, comments, embeds, gallery.
export * from './comment.ts';
export * from './endpoints.ts';
export * from './enums.ts';
export * from './gallery.ts';
export * from './media.ts';
export * from './media-preview.ts';
export * from './media-versions.ts';
export * from './post.ts';
export * from './project.ts';
