import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { requirePermission } from '../http/auth-context.js';
import { parseId, parseInput, PagingSchema } from '../http/validate.js';
import { showcaseImages } from './repository.js';
import { embeddedPost, mediaFile, projectDetail, projectPage } from './service.js';

/** Projects, posts, media files, the embed view and the home gallery. */
export function projectRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/projects', async (request) => {
    const auth = requirePermission(request, 'Engage.Project.View');
    return projectPage(db, auth, parseInput(PagingSchema, request.query));
  });

  app.get('/api/projects/:id', async (request) => {
    const auth = requirePermission(request, 'Engage.Project.View');
    return projectDetail(db, auth, parseId(request.params));
  });

  app.get('/api/embed/project/:projectId/post/:postId', async (request) =>
    embeddedPost(
      db,
      request.auth,
      parseId(request.params, 'projectId'),
      parseId(request.params, 'postId'),
    ),
  );

  app.get('/api/media/:id/file', async (request, reply) => {
    const media = await mediaFile(db, request.auth, parseId(request.params));
    return reply
      .type(media.content_type)
      .header(
        'Cache-Control',
        media.visibility === 99 ? 'public, max-age=3600' : 'private, max-age=300',
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(media.content);
  });

  app.get('/api/gallery', async () => {
    const images = await showcaseImages(db, 24);
    return images.map((image) => ({
      id: image.id,
      url: `/api/media/${image.id}/file`,
      title: image.title,
      projectId: image.projectId,
      postId: image.postId,
    }));
  });
}
