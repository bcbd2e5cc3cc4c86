import type { Media, Post, ProjectAccess, ProjectDetail } from '@portal/shared';

/** Every right on a project (a studio manager's). */
export const ALL_ACCESS: ProjectAccess = {
  manage: true,
  editPosts: true,
  publish: true,
  comment: true,
  videoRules: true,
  workflows: true,
};

/** A post as the API sends it: published, no media, unless said otherwise. */
export const postOf = (overrides: Partial<Post> & Pick<Post, 'id' | 'title'>): Post => ({
  summary: '',
  createdDate: '2026-11-19T02:00:00.000Z',
  publishedDate: '2026-11-19T02:00:00.000Z',
  media: [],
  ...overrides,
});

/** A project's detail as the API sends it (id 7, Waterfront Pavilion), every right unless said. */
export const projectOf = (overrides: Partial<ProjectDetail> = {}): ProjectDetail => ({
  id: 7,
  name: 'Waterfront Pavilion',
  description: 'A timber pavilion.',
  clientId: 2,
  clientName: 'Harbour & Co Architects',
  visibility: 3,
  updatedDate: '2026-11-20T02:00:00.000Z',
  archived: false,
  posts: [],
  access: ALL_ACCESS,
  reviewVisible: true,
  ...overrides,
});

/** A stored image of a post as the API sends it, unless said otherwise. */
export const mediaOf = (overrides: Partial<Media> & Pick<Media, 'id' | 'title'>): Media => ({
  mediaType: 'Image',
  description: '',
  file: { fileName: `${overrides.title}.jpg`, fileUri: `/api/media/${overrides.id}/file` },
  url: `/api/media/${overrides.id}/file`,
  thumbnailUrl: `/api/media/${overrides.id}/thumbnail`,
  contentType: 'image/jpeg',
  size: 1000,
  variant: null,
  linked: false,
  version: 1,
  ...overrides,
});
