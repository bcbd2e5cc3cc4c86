import * as v from 'valibot';
import {
  COMMENT_MESSAGES,
  hostAllowed,
  MEDIA_MESSAGES,
  MediaUrlSchema,
  NewMediaRequestSchema,
  OrderRequestSchema,
  PIXEL_STREAM_HOSTS,
  ProjectListQuerySchema,
  mediaFileUrl,
  NewCommentRequestSchema,
  NewPostRequestSchema,
  POST_MESSAGES,
  projectEndpoints,
  ProjectVisibilitySchema,
  VISIBILITY_LEVELS,
} from './index.ts';

const issuesOf = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

it('asks for a comment whether the text is missing, blank or not text', () => {
  for (const body of [{}, { text: '   ' }, { text: 42 }]) {
    expect(issuesOf(NewCommentRequestSchema, body)).toEqual([
      ['text', COMMENT_MESSAGES.textRequired],
    ]);
  }
  expect(COMMENT_MESSAGES.textTooLong).toBe('A comment can be at most 4,000 characters.');
  expect(v.parse(NewCommentRequestSchema, { text: ' Hi ', parentId: null })).toEqual({
    text: 'Hi',
    parentId: null,
  });
  expect(issuesOf(NewCommentRequestSchema, { text: 'Hi', parentId: 1.5 })).toEqual([
    ['parentId', COMMENT_MESSAGES.parentInvalid],
  ]);
});

it('asks for a post title, and keeps the summary optional', () => {
  expect(issuesOf(NewPostRequestSchema, { summary: 'x' })).toEqual([
    ['title', POST_MESSAGES.titleRequired],
  ]);
  expect(POST_MESSAGES.summaryTooLong).toBe('A summary can be at most 2,000 characters.');
  // Published at once unless asked for a draft, as bundles built before drafts expect.
  expect(v.parse(NewPostRequestSchema, { title: ' T ' })).toEqual({
    title: 'T',
    summary: '',
    publish: true,
  });
  expect(v.parse(NewPostRequestSchema, { title: 'T', publish: false }).publish).toBe(false);
});

it('carries visibility as the spec numbers it, and media files at the endpoint path', () => {
  expect(VISIBILITY_LEVELS).toEqual({ Restricted: 1, Invite: 2, Organisation: 3, Showcase: 99 });
  expect(v.is(ProjectVisibilitySchema, 7)).toBe(false);
  expect(mediaFileUrl(12)).toBe('/api/media/12/file');
  expect(projectEndpoints.mediaFile).toMatchObject({ kind: 'file', path: '/api/media/:id/file' });
});

it('links media only by a full https address (plain http only on this computer)', () => {
  expect(v.parse(MediaUrlSchema, ' https://cdn.example.com/a.mp4 ')).toBe(
    'https://cdn.example.com/a.mp4',
  );
  expect(v.is(MediaUrlSchema, 'http://localhost:8080/api/demo/pixel-stream')).toBe(true);
  for (const [value, message] of [
    ['', MEDIA_MESSAGES.urlRequired],
    ['cdn.example.com/a.mp4', MEDIA_MESSAGES.urlInvalid],
    ['http://cdn.example.com/a.mp4', MEDIA_MESSAGES.urlNotSecure],
    ['javascript:alert(1)', MEDIA_MESSAGES.urlNotSecure],
    ['https://user:secret@cdn.example.com/a.mp4', MEDIA_MESSAGES.urlNotSecure],
  ] as const) {
    expect(issuesOf(MediaUrlSchema, value).map(([, m]) => m)).toEqual([message]);
  }
  expect(issuesOf(NewMediaRequestSchema, { mediaType: 'Hologram' })[0]?.[0]).toBe('mediaType');
});

it("matches a Pixel Stream's host against its variant's patterns", () => {
  expect(hostAllowed('eu.arcanemirage.com', PIXEL_STREAM_HOSTS.ArcaneMirage)).toBe(true);
  expect(hostAllowed('arcanemirage.com', PIXEL_STREAM_HOSTS.ArcaneMirage)).toBe(true);
  expect(hostAllowed('evilarcanemirage.com', PIXEL_STREAM_HOSTS.ArcaneMirage)).toBe(false);
  expect(hostAllowed('d1.cloudfront.net', PIXEL_STREAM_HOSTS.AWS)).toBe(true);
  expect(hostAllowed('cloudfront.net.example.com', PIXEL_STREAM_HOSTS.AWS)).toBe(false);
  expect(PIXEL_STREAM_HOSTS.Internal).toEqual([]);
});

it('refuses an order that names an item twice', () => {
  expect(issuesOf(OrderRequestSchema, { ids: [1, 2, 1] })).toEqual([
    ['ids', MEDIA_MESSAGES.orderMismatch],
  ]);
});

it('reads a project list query with its defaults and refuses unknown sort columns', () => {
  expect(v.parse(ProjectListQuerySchema, {})).toMatchObject({
    page: 1,
    pageSize: 20,
    sort: 'updatedDate',
    direction: 'Descending',
    status: 'active',
  });
  expect(v.parse(ProjectListQuerySchema, { visibility: '99', clientId: '3' })).toMatchObject({
    visibility: 99,
    clientId: 3,
  });
  expect(v.is(ProjectListQuerySchema, { sort: 'password' })).toBe(false);
  expect(v.is(ProjectListQuerySchema, { visibility: '7' })).toBe(false);
});
