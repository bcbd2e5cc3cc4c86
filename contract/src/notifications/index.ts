// The notifications domain of the wire contract: notifications, download jobs and the hub.
export * from './download-job.ts';
export * from './endpoints.ts';
export * from './hub.ts';
export * from './notification.ts';
export * from './requests.ts';
export * from './types.ts';
