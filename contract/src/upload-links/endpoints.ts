import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema, IdSchema } from '../paging.ts';
import { MediaSchema } from '../projects/media.ts';
import { MediaPreviewSchema } from '../projects/media-preview.ts';
import { ShareGuestRequestSchema, ShareGuestSchema } from '../share/share-link.ts';
import {
  ChunkFieldsSchema,
  ChunkReceiptSchema,
  FinalizeUploadSchema,
  UploadIdSchema,
  UploadStatusSchema,
} from '../uploads/chunked-upload.ts';
import {
  NewUploadLinkRequestSchema,
  UploadLinkInfoSchema,
  UploadLinkSchema,
  UploadLinkTokenSchema,
} from './upload-link.ts';

const tag = 'Upload links';

const TokenParamsSchema = v.object({ token: UploadLinkTokenSchema });
const TokenUploadParamsSchema = v.object({
  token: UploadLinkTokenSchema,
  uploadId: UploadIdSchema,
});

/**
 * Managing a post's upload links (Project.Manage), sending files through one (anyone holding
 * it), and sharing what they received (Post.Manage).
 */
export const uploadLinkEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/posts/:postId/upload-links',
    tag,
    summary:
      "A post's upload links, working ones first, then those turned off or expired, with what each took (Project.Manage).",
    params: v.object({ postId: IdSchema }),
    response: v.array(UploadLinkSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/posts/:postId/upload-links',
    tag,
    summary:
      'Creates a link that takes files into the post, up to a total size and of the kinds given (201; Project.Manage).',
    params: v.object({ postId: IdSchema }),
    body: NewUploadLinkRequestSchema,
    response: UploadLinkSchema,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/upload-links/:id',
    tag,
    summary:
      'Turns a link off: it takes nothing more at once; files it took stay (Project.Manage).',
    params: IdParamsSchema,
    response: v.object({ success: v.boolean() }),
  }),
  open: defineEndpoint({
    method: 'GET',
    path: '/api/upload-links/:token',
    tag,
    summary:
      "What a link's page shows and the limits its files must keep; 404 unknown, 410 turned off or expired (saying which, never the project).",
    params: TokenParamsSchema,
    response: UploadLinkInfoSchema,
  }),
  sender: defineEndpoint({
    method: 'POST',
    path: '/api/upload-links/:token/sender',
    tag,
    summary: 'Who sends the files: a name and e-mail address, kept for the visit.',
    params: TokenParamsSchema,
    body: ShareGuestRequestSchema,
    response: ShareGuestSchema,
  }),
  chunk: defineEndpoint({
    method: 'POST',
    path: '/api/upload-links/:token/chunks',
    tag,
    summary:
      "Stores one chunk of a file sent through the link (multipart, as /api/uploads/chunks); refused over the link's size left or of a kind it does not take.",
    params: TokenParamsSchema,
    body: ChunkFieldsSchema,
    multipart: true,
    response: ChunkReceiptSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/upload-links/:token/uploads/:uploadId',
    tag,
    summary: "The sender's upload in progress: the chunks held, to resume.",
    params: TokenUploadParamsSchema,
    response: UploadStatusSchema,
  }),
  cancel: defineEndpoint({
    method: 'DELETE',
    path: '/api/upload-links/:token/uploads/:uploadId',
    tag,
    summary: "Cancels the sender's upload and removes its chunks.",
    params: TokenUploadParamsSchema,
    response: v.object({ success: v.boolean() }),
  }),
  finalize: defineEndpoint({
    method: 'POST',
    path: '/api/upload-links/:token/finalize',
    tag,
    summary:
      "Assembles the file, checks it (an mp4 against the project's video rules) and adds it to the link's post marked as from its sender (201); the studio is told.",
    params: TokenParamsSchema,
    body: FinalizeUploadSchema,
    response: MediaSchema,
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/api/upload-links/:token/media/:id/preview',
    tag,
    summary:
      "Where the previews of a file this link received stand, for its sender's upload list (the visit's sender; files of this link only, else 404).",
    params: v.object({ token: UploadLinkTokenSchema, id: IdSchema }),
    response: MediaPreviewSchema,
  }),
  shareReceived: defineEndpoint({
    method: 'POST',
    path: '/api/media/:id/share',
    tag,
    summary:
      'Shares a file received through an upload link: from now on whoever sees its post sees it (Post.Manage; already shared: as it is).',
    params: IdParamsSchema,
    response: MediaSchema,
  }),
  shareAllReceived: defineEndpoint({
    method: 'POST',
    path: '/api/posts/:postId/received/share',
    tag,
    summary:
      'Shares every file of the post received through an upload link and waiting; answers how many (Post.Manage).',
    params: v.object({ postId: IdSchema }),
    response: v.object({ shared: v.number() }),
  }),
};
