import type { Media, Post } from '@portal/contract';
import type { Db } from '../db/database.js';
import { reviewSummaries } from './decisions.js';

/** A medium without its review's due days. */
export function mediumWithoutDueDays({
  dueOn: _dueOn,
  effectiveDueOn: _effectiveDueOn,
  ...medium
}: Media): Media {
  return medium;
}

/** A post without its due day, nor its media's. */
export function postWithoutDueDays({ dueOn: _dueOn, ...post }: Post): Post {
  return { ...post, media: post.media.map(mediumWithoutDueDays) };
}

/**
 * A project page's posts with their review: each medium's summary (two grouped queries for the
 * page) when the reader may see the review, else none of it, due days included (a Showcase
 * project's public sees the work, not the client's review).
 */
export async function withPageReview(db: Db, posts: Post[], visible: boolean): Promise<Post[]> {
  if (!visible) return posts.map(postWithoutDueDays);
  const reviews = await reviewSummaries(
    db,
    posts.flatMap((post) => post.media.map((media) => media.id)),
  );
  for (const post of posts) {
    for (const media of post.media) media.review = reviews.get(media.id);
  }
  return posts;
}
