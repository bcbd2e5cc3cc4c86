// The engagement domain of the wire contract: enquiries from the public form, the admin list.
export * from './endpoints.ts';
export * from './enquiries.ts';
