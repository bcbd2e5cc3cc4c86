// E-mail the portal sends about notifications: kinds, settings, texts and unsubscribing.
export * from './endpoints.ts';
export * from './kinds.ts';
export * from './messages.ts';
