import { systemEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { ApiConfig } from '../config.js';
import { route } from '../http/route.js';

/** GET /config/config.json (spec point 3, Runtime config). */
export async function configRoutes(app: FastifyInstance, config: ApiConfig) {
  route(app, systemEndpoints.runtimeConfig, Auth.public, ({ reply }) => {
    reply.header('Cache-Control', 'no-cache');
    return {
      ionKey: config.ionKey,
      appVersion: config.appVersion,
      applicationInsightsConnectionString: config.applicationInsightsConnectionString,
    };
  });
}
