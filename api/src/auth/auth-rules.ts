import type { Endpoint, Permission } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.js';
import type { AuthContext } from './auth-context.js';
import { permissionsOf } from './permissions.js';

/**
 * Who may call a route. Every route declares one (a test lists them all); the hook below
 * enforces it before the handler runs, and the OpenAPI document shows it.
 */
export type AuthRule =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; permission: Permission }
  | { kind: 'admin' }
  | {
      kind: 'rule';
      description: string;
      allows: (auth: AuthContext) => boolean;
      /** What a signed-in caller who fails the check is told (the default 403 text when absent). */
      refusal?: string;
    };

/** The rules, by name. */
export const Auth = {
  /** Anyone, signed in or not. */
  public: { kind: 'public' },
  /** Any signed-in user. */
  signedIn: { kind: 'signed-in' },
  /** The effective (possibly impersonated) user holds the permission. */
  permission: (permission: Permission) => ({ kind: 'permission', permission }) as const,
  /**
   * The ORIGINAL user holds Engage.Admin.Access: admin pages follow the person at the keyboard,
   * so an admin keeps them while impersonating, and a user impersonating an admin never gets them.
   */
  admin: { kind: 'admin' },
  /**
   * A signed-in caller that passes a check of its own (say what it is, for the reference), and
   * optionally what a caller who fails it is told.
   */
  rule: (description: string, allows: (auth: AuthContext) => boolean, refusal?: string) =>
    ({ kind: 'rule', description, allows, refusal }) as const,
} as const satisfies Record<string, AuthRule | ((...args: never[]) => AuthRule)>;

/** The rule in one sentence, for the reference page. */
export function describeRule(rule: AuthRule): string {
  switch (rule.kind) {
    case 'public':
      return 'Anyone.';
    case 'signed-in':
      return 'Any signed-in user.';
    case 'permission':
      return `A signed-in user holding ${rule.permission}.`;
    case 'admin':
      return 'An admin (the signed-in person, even while impersonating).';
    case 'rule':
      return rule.description;
  }
}

/** True when the ORIGINAL user is an admin. */
export const isAdmin = (auth: AuthContext) =>
  permissionsOf(auth.original.roles, auth.original.isAdmin).includes('Engage.Admin.Access');

/** Throws the 401 or 403 the rule gives this caller. */
export function enforce(rule: AuthRule, auth: AuthContext | null): void {
  if (rule.kind === 'public') return;
  if (!auth) throw unauthorized();
  if (rule.kind === 'permission' && !auth.permissions.includes(rule.permission)) throw forbidden();
  if (rule.kind === 'admin' && !isAdmin(auth)) throw forbidden();
  if (rule.kind === 'rule' && !rule.allows(auth)) throw forbidden(rule.refusal);
}

/** One registered route, as the route table lists it. */
export interface RouteEntry {
  method: string;
  url: string;
  auth: AuthRule | undefined;
  /** The contract endpoint the route answers (absent for a library's own routes). */
  endpoint: Endpoint | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the API, in registration order (HEAD twins left out). */
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route and enforces its rule on each request, after the session is resolved
 * (register it after auth-context). A route without a rule is refused to everyone: nothing is
 * open by omission. Routes under `publicPrefixes` (the reference page's own files, registered by
 * a library) are public.
 */
export function registerAuthRules(app: FastifyInstance, publicPrefixes: string[] = []) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (options) => {
    if (!options.config?.auth && publicPrefixes.some((prefix) => options.url.startsWith(prefix))) {
      options.config = { ...options.config, auth: Auth.public };
    }
    const methods = [options.method].flat();
    if (methods.every((method) => method === 'HEAD')) return;
    table.push({
      method: methods.join(','),
      url: options.url,
      auth: options.config?.auth,
      endpoint: options.config?.endpoint,
    });
  });
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (request.is404) return;
    const rule = request.routeOptions.config.auth;
    if (!rule) throw forbidden('This route declares no access rule.');
    enforce(rule, request.auth);
  });
}
