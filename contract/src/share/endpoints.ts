import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema, IdSchema } from '../paging.ts';
import { ZipListingSchema } from '../projects/media.ts';
import { PictureQuerySchema, PlaybackQuerySchema } from '../projects/media-preview.ts';
import {
  NewShareLinkRequestSchema,
  ShareLinkSchema,
  SharedContentSchema,
  ShareTokenSchema,
  ShareUnlockRequestSchema,
} from './share-link.ts';

const tag = 'Share links';

/** The page a share link opens. */
export const SHARE_PAGE_PREFIX = '/share/';
/** The API's paths under a share token (every one checks the link). */
export const SHARE_API_PREFIX = '/api/share/';

/** The share token of a medium's address when it is served through a link, else undefined. */
export const shareTokenOf = (fileUri: string) =>
  fileUri.startsWith(SHARE_API_PREFIX)
    ? fileUri.slice(SHARE_API_PREFIX.length).split('/')[0]
    : undefined;

const TokenParamsSchema = v.object({ token: ShareTokenSchema });
const TokenMediaParamsSchema = v.object({ token: ShareTokenSchema, id: IdSchema });

/** A media file through a link: `?download=1` asks for it as an attachment. */
const ShareFileQuerySchema = v.object({ download: v.optional(v.picklist(['0', '1']), '0') });

/** Managing a project's links (Project.Manage) and opening one (anyone holding it). */
export const shareEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:projectId/share-links',
    tag,
    summary: "A project's active share links, with their views (Project.Manage).",
    params: v.object({ projectId: IdSchema }),
    response: v.array(ShareLinkSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/projects/:projectId/share-links',
    tag,
    summary: 'Creates a link to a post or to the whole project (201; Project.Manage).',
    params: v.object({ projectId: IdSchema }),
    body: NewShareLinkRequestSchema,
    response: ShareLinkSchema,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/share-links/:id',
    tag,
    summary: 'Revokes a link: it stops working at once (Project.Manage).',
    params: IdParamsSchema,
    response: v.object({ success: v.boolean() }),
  }),
  open: defineEndpoint({
    method: 'GET',
    path: '/api/share/:token',
    tag,
    summary:
      'What a link opens (404 for an unknown, expired or revoked link; 401 while its password is not given). Counts one view per visit.',
    params: TokenParamsSchema,
    response: SharedContentSchema,
  }),
  unlock: defineEndpoint({
    method: 'POST',
    path: '/api/share/:token/unlock',
    tag,
    summary:
      "Gives a link's password; right, the visit may open it (throttled per link and address).",
    params: TokenParamsSchema,
    body: ShareUnlockRequestSchema,
    response: v.object({ success: v.boolean() }),
  }),
  mediaFile: defineEndpoint({
    method: 'GET',
    path: '/api/share/:token/media/:id/file',
    tag,
    summary: "A shared medium's file, checked against the link (Range supported).",
    params: TokenMediaParamsSchema,
    query: ShareFileQuerySchema,
    kind: 'file',
  }),
  mediaPlayback: defineEndpoint({
    method: 'GET',
    path: '/api/share/:token/media/:id/playback',
    tag,
    summary: "A shared video's web copy (?h= as the project's), checked against the link.",
    params: TokenMediaParamsSchema,
    query: PlaybackQuerySchema,
    kind: 'file',
  }),
  mediaThumbnail: defineEndpoint({
    method: 'GET',
    path: '/api/share/:token/media/:id/thumbnail',
    tag,
    summary: "A shared medium's picture, checked against the link.",
    params: TokenMediaParamsSchema,
    query: PictureQuerySchema,
    kind: 'file',
  }),
  zipEntries: defineEndpoint({
    method: 'GET',
    path: '/api/share/:token/media/:id/entries',
    tag,
    summary: "A shared zip's entries, checked against the link.",
    params: TokenMediaParamsSchema,
    response: ZipListingSchema,
  }),
};
