// The admin domain of the wire contract: users, invitations, clients, impersonation, lookups.
export * from './audit.ts';
export * from './clients.ts';
export * from './endpoints.ts';
export * from './impersonation.ts';
export * from './invitation.ts';
export * from './users.ts';
