import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.js';

/** GET /config/config.json: the browser's runtime config (spec point 3, Runtime config). */
export function configRoutes(app: FastifyInstance, config: ApiConfig) {
  app.get('/config/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return {
      ionKey: config.ionKey,
      appVersion: config.appVersion,
      applicationInsightsConnectionString: config.applicationInsightsConnectionString,
    };
  });
  app.get('/api/health', async () => ({ status: 'ok' }));
}
