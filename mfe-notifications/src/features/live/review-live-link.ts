import {
  MEDIA_REVIEW_CHANGED,
  PRESENTER_STATE,
  REVIEW_SESSION_CHANGED,
  reviewLive,
  reviewSessions,
} from '@portal/shared';
import type { LiveConnection } from './connection';

/**
 * Lends the tab's hub connection to `reviewLive`, the registry of the media whose reviews this
 * tab shows (mfe-projects' and mfe-embed's viewers watch there): their `MediaReviewChanged`
 * events go to it (and the live sessions' `ReviewSessionChanged` and `PresenterState` to
 * `reviewSessions`), and it joins their groups whenever the connection is (again) up. The hook
 * says when: the server forgets a connection's groups when it drops, so every (re)connect joins
 * again; while down, the registry waits instead of calling a dead connection.
 */
export function linkReviewLive(connection: LiveConnection) {
  connection.on(MEDIA_REVIEW_CHANGED, (payload) => reviewLive.deliver(payload));
  connection.on(REVIEW_SESSION_CHANGED, (payload) => reviewSessions.deliverSession(payload));
  connection.on(PRESENTER_STATE, (payload) => reviewSessions.deliverState(payload));
  const transport = {
    invoke: (method: string, mediaId: number, ...rest: unknown[]) =>
      connection.invoke(method, mediaId, ...rest),
  };
  let detach: (() => void) | undefined;
  return {
    /** Started, reconnected or restarted: lend the connection and join every watched medium. */
    connected() {
      detach ??= reviewLive.attach(transport);
      reviewLive.connected();
    },
    /** Closed for good or stopping: take the connection back. */
    disconnected() {
      detach?.();
      detach = undefined;
    },
  };
}
