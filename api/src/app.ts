import cookie from '@fastify/cookie';
import {
  engagementEndpoints,
  hubEndpoints,
  mailEndpoints,
  shareEndpoints,
  shareReviewEndpoints,
} from '@portal/contract';
import Fastify from 'fastify';
import { changePasswordRoutes } from './account/change-password.js';
import { externalLoginRoutes } from './account/external/routes.js';
import { createMailer, type Mailer } from './account/mailer.js';
import { recoveryRoutes } from './account/recovery-routes.js';
import { accountRoutes } from './account/routes.js';
import { twoFactorRoutes } from './account/two-factor-routes.js';
import { inviteRoutes } from './admin/invite-route.js';
import { adminRoutes } from './admin/routes.js';
import { adminClientRoutes } from './clients/admin-routes.js';
import { clientRoutes } from './clients/routes.js';
import type { ApiConfig } from './config.js';
import { configRoutes } from './config-route/routes.js';
import { healthRoutes } from './health/routes.js';
import type { Db } from './db/database.js';
import { registerAuthContext } from './auth/auth-context.js';
import { registerAuthRules } from './auth/auth-rules.js';
import { DOCS_PREFIX, openApiPlugin } from './http/openapi.js';
import { registerResponseCheck } from './http/response-check.js';
import { errorServerOptions, registerErrorHandling } from './http/errors.js';
import { registerPrivateAnswers } from './http/private-answers.js';
import { registerShutdownRefusal } from './http/shutdown.js';
import { registerXsrf } from './http/xsrf.js';
import { impersonationRoutes } from './impersonation/routes.js';
import { registerDownloadJobs } from './download-jobs/register.js';
import { registerDueDates } from './due-dates/register.js';
import type { WorkerOptions } from './download-jobs/worker.js';
import { registerNotificationHub, type HubOptions } from './hub/hub.js';
import { adminNotificationRoutes } from './notifications/admin-routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { NotificationService } from './notifications/service.js';
import { commentRoutes } from './comments/routes.js';
import { reviewDeps, reviewRoutes } from './reviews/routes.js';
import { registerReviewSessions } from './reviews/session-register.js';
import { postRoutes } from './projects/post-routes.js';
import { fileStoreFor, prepareMediaStore } from './media/store-for.js';
import { mediaRoutes } from './media/routes.js';
import { shareRoutes } from './share/routes.js';
import { redactedRequest } from './http/log-redaction.js';
import { projectRoutes } from './projects/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { registerPreviews } from './previews/register.js';
import { registerMail, type MailOptions } from './mail/register.js';
import type { PreviewWorkerOptions } from './previews/preview-worker.js';
import { workflowRoutes } from './workflows/routes.js';
import { engagementRoutes } from './engagement/routes.js';
import { rateLimitStoreFor } from './rate-limits/store-for.js';
import type { RateLimitStore } from './rate-limits/store.js';

/** Builds the API: cookies, antiforgery, sessions, error mapping and every domain's routes. */
export async function buildApp({
  db,
  config,
  logger = false,
  mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir }),
  hubOptions = {},
  workerOptions = {},
  checkResponses = false,
  rateLimits: givenRateLimits,
  previewOptions = {},
  mailOptions = {},
}: {
  db: Db;
  config: ApiConfig;
  logger?: boolean;
  /** Where e-mail goes (tests pass an in-memory mailer). */
  mailer?: Mailer;
  /** Hub timings and plumbing (tests shorten the timings; REDIS_URL chooses the backplane). */
  hubOptions?: HubOptions;
  /** Download worker options (tests shorten its poll). */
  workerOptions?: WorkerOptions;
  /** Preview worker options; false: no worker (tests that do not look at previews). */
  previewOptions?: PreviewWorkerOptions | false;
  /** E-mail about notifications: its worker's waits and the digest's clock (tests). */
  mailOptions?: MailOptions;
  /** Check every JSON answer against its contract schema (tests). */
  checkResponses?: boolean;
  /** Where rate limits count (default: Redis with REDIS_URL, else memory; tests pass their own). */
  rateLimits?: RateLimitStore;
}) {
  const app = Fastify({
    // Request logs name the path with any share link's token hidden (http/log-redaction.ts).
    logger: logger && { serializers: { req: redactedRequest } },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A stopping API answers with registerShutdownRefusal's 503, in the API's shape.
    return503OnClosing: false,
    ...errorServerOptions,
  });
  registerShutdownRefusal(app);
  // The bucket of MEDIA_STORE_URL, made when missing, before anything reads or writes it.
  await prepareMediaStore(config);
  // Sign-in throttles and every rate limit count here: across processes when Redis is configured.
  const rateLimits =
    givenRateLimits ??
    rateLimitStoreFor(config, {
      log: {
        warn: (error, message) => app.log.warn(error, message),
        info: app.log.info.bind(app.log),
      },
    });
  if (!givenRateLimits) app.addHook('onClose', () => rateLimits.close());
  await app.register(cookie);
  registerErrorHandling(app);
  registerPrivateAnswers(app);
  // SignalR's client posts its negotiate without the header; the call only hands out a
  // connection token for the session's own user (see hub/). A share link's password, a review
  // link's guest's name, comments and decisions, and an engagement enquiry are posted from pages
  // other sites frame, where the SameSite=Strict anti-forgery cookies are never sent; none acts
  // with a session's authority (and, JSON only, none can be posted by another site's page without
  // a CORS preflight the API refuses). An e-mailed one-click unsubscribe (RFC 8058) is posted by
  // mail programs, without cookies: its signed token is its only authority, over one setting.
  registerXsrf(app, config.secret, config.production, {
    exempt: [
      hubEndpoints.negotiate.path,
      shareEndpoints.unlock.path,
      shareReviewEndpoints.guest.path,
      shareReviewEndpoints.comment.path,
      shareReviewEndpoints.decide.path,
      engagementEndpoints.send.path,
      mailEndpoints.unsubscribe.path,
    ],
  });
  registerAuthContext(app, db);
  registerAuthRules(app, [DOCS_PREFIX]);
  if (checkResponses) registerResponseCheck(app);
  await app.register(accountRoutes, { db, config, rateLimits });
  await app.register(externalLoginRoutes, { db, config });
  await app.register(recoveryRoutes, { db, config, mailer, rateLimits });
  await app.register(twoFactorRoutes, { db, config, mailer, rateLimits });
  await app.register(changePasswordRoutes, { db });
  await app.register(impersonationRoutes, { db });
  await app.register(clientRoutes, { db });
  await app.register(projectRoutes, { db });
  await app.register(mediaRoutes, { db, config });
  // With config.redisUrl the hub fans out through Redis, across every API process.
  const hub = registerNotificationHub(app, db, config, hubOptions);
  const mailQueue = await registerMail(app, db, config, mailer, mailOptions);
  const notifications = new NotificationService(
    db,
    hub,
    (error, message) => app.log.error(error, message),
    mailQueue,
  );
  await app.register(notificationRoutes, { db, notifications });
  await app.register(adminNotificationRoutes, { db, notifications });
  await app.register(commentRoutes, { db, notifications });
  const store = fileStoreFor(config);
  // Live review sessions: the hub's members' (reviews/), and review links' guests' feeds (share/).
  const { sessions, sessionFeeds } = registerReviewSessions(app, db, hub, {
    refreshMs: hubOptions.sessionRefreshMs,
  });
  await app.register(reviewRoutes, { db, notifications, hub, store, sessions });
  // BACKGROUND_WORK off: worker processes (worker-main.ts) send the reminders, mail and zips and
  // make the previews; this process only queues (and announces) the jobs.
  const background = config.backgroundWork;
  await registerDueDates(app, db, notifications, {
    everyMs: background ? (mailOptions.digestEveryMs ?? 60_000) : 0,
  });
  const review = reviewDeps(app, db, notifications, hub, store);
  await app.register(shareRoutes, { db, config, rateLimits, review, store, sessionFeeds });
  await app.register(postRoutes, { db, notifications, store });
  const previewConfig = background ? config : { ...config, previewWorkers: 0 };
  const previews = previewOptions
    ? registerPreviews(app, db, previewConfig, previewOptions)
    : undefined;
  await app.register(uploadRoutes, { db, config, notifications, previews, rateLimits });
  await app.register(workflowRoutes, { db, notifications });
  await app.register(engagementRoutes, { db, config, notifications, rateLimits });
  await registerDownloadJobs(app, db, config, notifications, workerOptions);
  await app.register(adminRoutes, { db });
  await app.register(inviteRoutes, { db, config, mailer });
  await app.register(adminClientRoutes, { db });
  await app.register(configRoutes, config);
  await app.register(healthRoutes, { db, config });
  await app.register(openApiPlugin, { version: config.appVersion || '1.0.0' });
  return app;
}
