import { systemEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { route } from '../http/route.js';
import { closeRedis, createRedis } from '../redis/connection.js';
import { readinessCheck } from './readiness.js';

/**
 * GET /api/health (liveness: the process answers) and GET /api/health/ready (readiness: the
 * database, and Redis when configured, answer; 503 otherwise), for load balancers and
 * `pnpm start --processes N`.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Pick<ApiConfig, 'redisUrl'> },
) {
  // A connection of its own: a PING here must not wait behind the hub's or the limits' traffic.
  const redis = config.redisUrl
    ? createRedis(config.redisUrl, { name: 'readiness', log: app.log })
    : undefined;
  if (redis) app.addHook('onClose', async () => closeRedis(redis));
  const ready = readinessCheck(db, redis);

  route(app, systemEndpoints.health, Auth.public, () => ({ status: 'ok' as const }));
  route(app, systemEndpoints.ready, Auth.public, async ({ reply }) => {
    const answer = await ready();
    reply.header('Cache-Control', 'no-store');
    if (answer.status !== 'ready') reply.code(503);
    return answer;
  });
}
