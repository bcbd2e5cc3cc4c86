import { reviewOverdue, type Media, type Post } from '@portal/shared';

const dayMonth = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A due day as a tile shows it: 'Due 3 Dec'. */
export const dueLabel = (day: string) => `Due ${dayMonth.format(new Date(`${day}T00:00:00Z`))}`;

/** A post is overdue when its day has passed and a medium due with it is still open. */
export const postOverdue = (post: Post, today: string) =>
  post.media.some((media) => !media.dueOn && reviewOverdue(media, today));

/** One overdue medium with its post, as the project page lists it. */
export interface OverdueItem {
  post: Post;
  media: Media;
}

/** A project's overdue media, in the page's order (posts, then their media). */
export const overdueItems = (posts: readonly Post[], today: string): OverdueItem[] =>
  posts.flatMap((post) =>
    post.media.filter((media) => reviewOverdue(media, today)).map((media) => ({ post, media })),
  );
