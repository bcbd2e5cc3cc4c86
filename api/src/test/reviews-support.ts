import type { NewReviewCommentRequest } from '@portal/contract';
import type { TestBrowser } from './test-app.js';

/** A demo medium's id by its project and title. */
export { mediaId as mediaIdOf } from './media-support.js';

/** The demo accounts the review tests act as (README: Demo accounts). */
export const PEOPLE = {
  casey: 'client@example.com', // Harbour, Contributor
  olivia: 'olivia@harbourco.example.com', // Harbour, ProjectAdmin
  noah: 'noah@lumen.example.com', // the studio, GlobalPublisher (no Project.Manage)
  admin: 'admin@example.com', // the studio, admin
  liam: 'liam@southerncross.example.com', // Southern Cross, Contributor
  ava: 'ava@freelance.example.com', // no client: Showcase projects only
} as const;

/** The demo media the tests comment on. */
export const PAVILION = 'Waterfront Pavilion';
export const FLYTHROUGH = [PAVILION, 'Fly-through'] as const;
export const DUSK = [PAVILION, 'Dusk from the foreshore'] as const;
export const CANOPY = [PAVILION, 'Under the timber canopy'] as const;
export const REPORT = [PAVILION, 'Design visualisation report'] as const;

export const commentsUrl = (mediaId: number) => `/api/media/${mediaId}/comments`;
export const commentUrl = (id: number) => `/api/media-comments/${id}`;
export const reviewUrl = (mediaId: number) => `/api/media/${mediaId}/review`;

/** A pin to a moment of a video. */
export const at = (time: number, endTime: number | null = null) => ({
  kind: 'time' as const,
  time,
  endTime,
});
/** A pin to a point of an image (or, with a page, of a PDF). */
export const point = (x: number, y: number, page: number | null = null) => ({
  kind: 'point' as const,
  x,
  y,
  page,
});

/** Starts a thread (or a reply) and answers the response. */
export const post = (browser: TestBrowser, mediaId: number, body: NewReviewCommentRequest) =>
  browser.request('POST', commentsUrl(mediaId), body);

/** Starts a thread and answers the created comment (fails the test unless 201). */
export async function thread(browser: TestBrowser, mediaId: number, body: NewReviewCommentRequest) {
  const response = await post(browser, mediaId, body);
  if (response.statusCode !== 201) {
    throw new Error(`Expected 201, got ${response.statusCode}: ${response.body}`);
  }
  return response.json() as { id: number; number?: number; [key: string]: unknown };
}
