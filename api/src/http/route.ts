import type { BodyOut, Endpoint, ParamsOut, QueryOut, ResponseIn } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/auth-context.js';
import type { AuthRule } from '../auth/auth-rules.js';
import { parseInput } from './validate.js';

/** What a route handler receives: its parsed input and who is calling. */
export interface RouteInput<E extends Endpoint, R extends AuthRule> {
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
  /** The caller; never null unless the rule lets anonymous callers in. */
  auth: R['kind'] extends 'public' ? AuthContext | null : AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A JSON endpoint answers its declared response; a file, a redirect or an event stream answers
 * through `reply`.
 */
type RouteResult<E extends Endpoint> = E['kind'] extends 'file' | 'redirect' | 'events'
  ? FastifyReply | undefined
  : ResponseIn<E> | FastifyReply;

// The route options the auth hook, the OpenAPI document and the response check read.
declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
    auth?: AuthRule;
  }
}

/**
 * Registers the handler of a contract endpoint: its path and method come from the contract, its
 * input is parsed with the contract's schemas (a failure is a 400 with the field map), and the
 * caller is checked against `auth` before anything else runs (auth/auth-rules.ts).
 */
export function route<const E extends Endpoint, const R extends AuthRule>(
  app: FastifyInstance,
  endpoint: E,
  auth: R,
  handler: (input: RouteInput<E, R>) => Promise<RouteResult<E>> | RouteResult<E>,
) {
  const fields = endpoint.fields ?? {};
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint, auth },
    handler: async (request, reply) =>
      handler({
        params: (endpoint.params
          ? parseInput(endpoint.params, request.params, fields)
          : undefined) as ParamsOut<E>,
        query: (endpoint.query
          ? parseInput(endpoint.query, request.query, fields)
          : undefined) as QueryOut<E>,
        body: (endpoint.body && !endpoint.multipart
          ? parseInput(endpoint.body, request.body, fields)
          : undefined) as BodyOut<E>,
        auth: request.auth as RouteInput<E, R>['auth'],
        request,
        reply,
      }),
  });
}
