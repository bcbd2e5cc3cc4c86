/**
 * What a page passes to turn review on for a medium (`MediaModal`'s `review`, `MediaGallery`'s
 * `review`); absent on embeds and shares, which stay review-free.
 */
export interface MediaReviewOptions {
  /** The thread chosen (or a reply in it), kept by the page in its URL (`?comment=40`). */
  commentId: number | null;
  /** The person chose a thread (or none): the page writes it to the URL. */
  onCommentChange(id: number | null): void;
  /** A comment or decision changed: the page refreshes its tiles and summary. */
  onReviewChange?(): void;
  /**
   * The project the medium belongs to, whose people can be @mentioned. Without it, the people
   * already on the medium's threads are offered.
   */
  projectId?: number;
}
