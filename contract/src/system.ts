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
    summary: 'Answers while the API is up.',
    response: v.object({ status: v.literal('ok') }),
  }),
  openApi: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    tag,
    summary: 'This document (OpenAPI 3.1, generated from @portal/contract).',
    response: v.record(v.string(), v.unknown()),
  }),
};
