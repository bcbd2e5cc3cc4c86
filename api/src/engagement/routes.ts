import { ENGAGEMENT_MESSAGES, engagementEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import type { NotificationService } from '../notifications/service.js';
import type { RateLimitStore } from '../rate-limits/store.js';
import { findEnquiry, listEnquiries, setHandled } from './repository.js';
import { enquiryLimiter, receiveEnquiry } from './service.js';

/**
 * Engagement enquiries: anyone sends one from the public form (rate-limited per network address
 * and in all); admins list them and mark them handled.
 */
export async function engagementRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    notifications,
    rateLimits,
  }: { db: Db; config: ApiConfig; notifications: NotificationService; rateLimits: RateLimitStore },
) {
  const limiter = enquiryLimiter(rateLimits, config.enquiryLimits);

  route(app, engagementEndpoints.send, Auth.public, async ({ body, request, reply }) => {
    // Every well-formed request counts, stored or not (a bad body was refused before this).
    await limiter.take(request.ip);
    const id = await receiveEnquiry(db, notifications, body, request.ip);
    return reply.code(201).send({ id });
  });

  route(app, engagementEndpoints.list, Auth.admin, ({ query }) => listEnquiries(db, query));

  route(app, engagementEndpoints.setHandled, Auth.admin, async ({ params, body, auth }) => {
    const found = await setHandled(db, params.id, body.handled ? auth.original.id : null);
    const enquiry = found ? await findEnquiry(db, params.id) : undefined;
    if (!enquiry) throw notFound(ENGAGEMENT_MESSAGES.notFound);
    return enquiry;
  });
}
