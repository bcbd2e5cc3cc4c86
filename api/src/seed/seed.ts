import fs from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import type { Db } from '../db/database.js';
import { toSqliteTime } from '../db/time.js';
import { contentTypeOf } from '../media/file-names.js';
import { DEMO_ASSETS_DIR } from '../media/file-store.js';
import {
  DEMO_CLIENTS,
  DEMO_PASSWORD,
  DEMO_PROJECTS,
  DEMO_USERS,
  type DemoMedia,
} from './demo-data.js';
import { demoVideoTiming, seedReviews } from './demo-reviews.js';
import { seedWorkflows } from './demo-workflows.js';
import { logoSvg } from './svg.js';

const DAY = 24 * 3600 * 1000;

/** Seeds the demo data once (when there are no users yet). */
export async function seedDemoData(db: Db) {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const clientIds = new Map<string, number>();
  for (const client of DEMO_CLIENTS) {
    const row = await db
      .insertInto('clients')
      .values({
        name: client.name,
        is_internal: client.internal ? 1 : 0,
        logo: logoSvg(client.name, client.colour),
        logo_type: 'image/svg+xml',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    clientIds.set(client.name, row.id);
  }
  const passwordHash = await hash(DEMO_PASSWORD);
  const userIds = new Map<string, number>();
  for (const user of DEMO_USERS) {
    const row = await db
      .insertInto('users')
      .values({
        email: user.email,
        user_name: user.userName,
        password_hash: passwordHash,
        is_admin: user.isAdmin ? 1 : 0,
        is_showcase: user.isShowcase ? 1 : 0,
        can_impersonate: user.canImpersonate ? 1 : 0,
        has_security_overrides: user.overrideDescription ? 1 : 0,
        override_description: user.overrideDescription ?? null,
        client_id: user.client ? (clientIds.get(user.client) ?? null) : null,
        disabled: 0,
        email_confirmed: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(user.email, row.id);
    for (const role of user.roles)
      await db.insertInto('user_roles').values({ user_id: row.id, role }).execute();
  }
  await seedProjects(db, clientIds);
  await seedWorkflows(db, userIds);
  await seedReviews(db, userIds);
  await seedNotifications(db, userIds);
}

/** The media row of a demo medium: its file by key (nothing copied), or its link. */
function mediaRow(item: DemoMedia) {
  const common = {
    media_type: item.type,
    title: item.title,
    description: item.description,
    content: Buffer.alloc(0),
    variant: item.variant ?? null,
  };
  if (!item.file) {
    return { ...common, file_name: item.title, content_type: 'text/html', source_url: item.link! };
  }
  const picture = `${item.file.replace(/\.[^.]+$/, '')}.thumb.jpg`;
  const size = fs.existsSync(path.join(DEMO_ASSETS_DIR, item.file))
    ? fs.statSync(path.join(DEMO_ASSETS_DIR, item.file)).size
    : null;
  return {
    ...common,
    file_name: item.file,
    content_type: contentTypeOf(item.file),
    file_key: `demo/${item.file}`,
    thumbnail_key: fs.existsSync(path.join(DEMO_ASSETS_DIR, picture)) ? `demo/${picture}` : null,
    size,
  };
}

async function seedProjects(db: Db, clientIds: Map<string, number>) {
  for (const [index, project] of DEMO_PROJECTS.entries()) {
    const updated = new Date(Date.now() - index * 3 * DAY);
    const { id: projectId } = await db
      .insertInto('projects')
      .values({
        client_id: clientIds.get(project.client)!,
        name: project.name,
        description: project.description,
        visibility: project.visibility,
        updated_at: toSqliteTime(updated),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, post] of project.posts.entries()) {
      const created = toSqliteTime(new Date(updated.getTime() - position * DAY));
      const { id: postId } = await db
        .insertInto('posts')
        .values({
          project_id: projectId,
          title: post.title,
          summary: post.summary,
          created_at: created,
          published_at: created,
          position,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [order, item] of post.media.entries()) {
        const timing = item.file ? demoVideoTiming(item.file) : {};
        await db
          .insertInto('media')
          .values({ ...mediaRow(item), ...timing, post_id: postId, sort_order: order })
          .execute();
      }
    }
  }
}

async function seedNotifications(db: Db, userIds: Map<string, number>) {
  const now = Date.now();
  const items = [
    {
      user: 'client@example.com',
      type: 'ProjectUpdate',
      title: 'Waterfront Pavilion updated',
      message: 'New dusk renders were posted.',
      ageMin: 4,
      read: false,
      data: null,
    },
    {
      user: 'client@example.com',
      type: 'CommentReply',
      title: 'Olivia replied to your comment',
      message: '“Agreed — let’s go with the warmer timber.”',
      ageMin: 90,
      read: false,
      data: null,
    },
    {
      user: 'client@example.com',
      // Download notifications are made by real download jobs only, never seeded.
      type: 'FileProcessed',
      title: 'Your renders are processed',
      message: 'Dusk exterior renders are ready to view.',
      ageMin: 60 * 26,
      read: false,
      data: null,
    },
    {
      user: 'client@example.com',
      type: 'System',
      title: 'Welcome to the portal',
      message: 'Follow your projects, download files and leave comments here.',
      ageMin: 60 * 24 * 6,
      read: true,
      data: null,
    },
    {
      user: 'admin@example.com',
      type: 'Alert',
      title: 'Storage at 80%',
      message: 'The media store is 80% full.',
      ageMin: 30,
      read: false,
      data: null,
    },
    {
      user: 'admin@example.com',
      type: 'System',
      title: 'Nightly backup completed',
      message: 'All databases were backed up.',
      ageMin: 60 * 8,
      read: true,
      data: null,
    },
    {
      user: 'showcase@example.com',
      type: 'System',
      title: 'Showcase mode',
      message: 'Use the client picker to present a client’s projects.',
      ageMin: 15,
      read: false,
      data: null,
    },
  ];
  for (const item of items) {
    const created = new Date(now - item.ageMin * 60 * 1000).toISOString();
    await db
      .insertInto('notifications')
      .values({
        user_id: userIds.get(item.user)!,
        type: item.type,
        title: item.title,
        message: item.message,
        data: item.data,
        is_read: item.read ? 1 : 0,
        created_at: created,
        read_at: item.read ? created : null,
        expires_at: null,
      })
      .execute();
  }
}
