import type { MediaReviewChanged } from '@portal/contract';
import { reviewLive, type ReviewLiveTransport } from './review-live';

/** A hub connection's stand-in: records each call, answers as told (default: success). */
function fakeTransport(
  answer: (method: string, mediaId: number) => Promise<unknown> = async () => undefined,
) {
  const calls: string[] = [];
  const transport: ReviewLiveTransport = {
    invoke: (method, mediaId) => {
      calls.push(`${method} ${mediaId}`);
      return answer(method, mediaId);
    },
  };
  return { transport, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const changed = (mediaId: number, extra: Partial<MediaReviewChanged> = {}): MediaReviewChanged => ({
  mediaId,
  change: 'comment',
  commentId: 40,
  ...extra,
});

const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  jest.restoreAllMocks();
});
const track = (cleanup: () => void) => {
  cleanups.push(cleanup);
  return cleanup;
};

it('joins a medium once however many watch it, and leaves when the last one stops', () => {
  const { transport, calls } = fakeTransport();
  track(reviewLive.attach(transport));
  const stopFirst = reviewLive.watch(12, () => {});
  const stopSecond = reviewLive.watch(12, () => {});
  expect(calls).toEqual(['JoinMedium 12']);
  stopFirst();
  stopFirst();
  expect(calls).toEqual(['JoinMedium 12']);
  stopSecond();
  expect(calls).toEqual(['JoinMedium 12', 'LeaveMedium 12']);
});

it('hands each checked event to that medium’s listeners only; a failing one does not stop the others', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const heard: string[] = [];
  track(
    reviewLive.watch(12, () => {
      throw new Error('broken viewer');
    }),
  );
  track(reviewLive.watch(12, (event) => heard.push(`12: ${event.change} ${event.commentId}`)));
  track(reviewLive.watch(13, () => heard.push('13')));
  reviewLive.deliver(changed(12));
  reviewLive.deliver(changed(12, { change: 'decision', commentId: null }));
  expect(heard).toEqual(['12: comment 40', '12: decision null']);
  expect(error).toHaveBeenCalledWith('A live review listener failed', expect.any(Error));
});

it('logs a malformed event and tells nobody', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const listener = jest.fn();
  track(reviewLive.watch(12, listener));
  reviewLive.deliver({ mediaId: '12', change: 'comment', commentId: 40 });
  reviewLive.deliver(changed(12, { change: 'edited' as never }));
  expect(listener).not.toHaveBeenCalled();
  expect(error).toHaveBeenCalledTimes(2);
  expect(error.mock.calls[0]![0]).toBe('Ignored a malformed MediaReviewChanged event');
});

it('waits for a connection, then joins every watched medium after each (re)connect', () => {
  track(reviewLive.watch(12, () => {}));
  track(reviewLive.watch(13, () => {}));
  const { transport, calls } = fakeTransport();
  const detach = reviewLive.attach(transport);
  expect(calls).toEqual([]);
  reviewLive.connected();
  expect(calls).toEqual(['JoinMedium 12', 'JoinMedium 13']);
  reviewLive.connected();
  expect(calls).toHaveLength(4);
  detach();
  // Detached: a new viewer waits for the next connection instead of calling a stopped one.
  track(reviewLive.watch(14, () => {}));
  expect(calls).toHaveLength(4);
});

it('logs a refused join once, without throwing, and again only after a success', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  let refuse = true;
  const { transport } = fakeTransport(async () => {
    if (refuse) throw new Error('This medium’s review is not open to you.');
  });
  track(reviewLive.attach(transport));
  track(reviewLive.watch(12, () => {}));
  reviewLive.connected();
  await settle();
  expect(error).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith(
    'Live review updates for medium 12 are unavailable',
    expect.objectContaining({ message: 'This medium’s review is not open to you.' }),
  );
  refuse = false;
  reviewLive.connected();
  await settle();
  refuse = true;
  reviewLive.connected();
  await settle();
  expect(error).toHaveBeenCalledTimes(2);
});
