import * as v from 'valibot';
import {
  COMMENT_MESSAGES,
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
  expect(v.parse(NewPostRequestSchema, { title: ' T ' })).toEqual({ title: 'T', summary: '' });
});

it('carries visibility as the spec numbers it, and media files at the endpoint path', () => {
  expect(VISIBILITY_LEVELS).toEqual({ Restricted: 1, Invite: 2, Organisation: 3, Showcase: 99 });
  expect(v.is(ProjectVisibilitySchema, 7)).toBe(false);
  expect(mediaFileUrl(12)).toBe('/api/media/12/file');
  expect(projectEndpoints.mediaFile).toMatchObject({ kind: 'file', path: '/api/media/:id/file' });
});
