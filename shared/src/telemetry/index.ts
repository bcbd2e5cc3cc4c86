export * from './connection-string';
export * from './telemetry';
