import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';

/** GET /config/config.json (spec point 3, Runtime config); every field defaults to ''. */
export const RuntimeConfigSchema = v.object({
  ionKey: v.optional(v.string(), ''),
  appVersion: v.optional(v.string(), ''),
  applicationInsightsConnectionString: v.optional(v.string(), ''),
});
/** The runtime configuration; every field defaults to ''. */
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

/** How one dependency of the API answered a readiness check. */
export const DependencyStateSchema = v.picklist(['ok', 'unreachable', 'not configured']);
/** How one dependency answered. */
export type DependencyState = v.InferOutput<typeof DependencyStateSchema>;

/** GET /api/health/ready: whether this API process can serve, and what it depends on. */
export const ReadinessSchema = v.object({
  status: v.picklist(['ready', 'not ready']),
  database: DependencyStateSchema,
  redis: DependencyStateSchema,
});
/** The readiness answer (200 ready, 503 not ready). */
export type Readiness = v.InferOutput<typeof ReadinessSchema>;

const tag = 'System';

/** The endpoints every part of the portal relies on besides the domains. */
export const systemEndpoints = {
  runtimeConfig: defineEndpoint({
    method: 'GET',
    path: '/config/config.json',
    tag,
    summary: "The browser's runtime configuration (spec point 3).",
    response: RuntimeConfigSchema,
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    tag,
    summary: 'Liveness: answers while the API process is up (it checks nothing else).',
    response: v.object({ status: v.literal('ok') }),
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    tag,
    summary:
      'Readiness for a load balancer: 200 when the database (and Redis, when configured) answer, 503 naming what does not.',
    response: ReadinessSchema,
  }),
  openApi: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    tag,
    summary: 'This document (OpenAPI 3.1, generated from @portal/contract).',
    response: v.record(v.string(), v.unknown()),
  }),
};
