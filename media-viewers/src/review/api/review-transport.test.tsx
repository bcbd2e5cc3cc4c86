import { act, screen } from '@testing-library/react';
import { json, renderWithPortal, stubFetch } from '@portal/shared/testing';
import type { ReviewThreadList } from '@portal/shared';
import { FIRST_THREADS, useThreads } from './get-threads';
import {
  GUEST_REVIEW_POLL_MS,
  ReviewTransportProvider,
  shareReviewTransport,
} from './review-transport';

const list = (open: number): ReviewThreadList => ({
  threads: [],
  open,
  resolved: 0,
  frameRate: null,
  duration: null,
  canComment: true,
});

function OpenCount() {
  const threads = useThreads(9, FIRST_THREADS);
  return <p>{threads.data ? `${threads.data.open} open` : 'loading'}</p>;
}

it("asks a review link's threads through the link, and again while shown (guests hear no live events)", async () => {
  jest.useFakeTimers();
  try {
    let answers = 0;
    const fetchMock = stubFetch({
      'GET /api/share/tok/media/9/comments?status=all&order=position': () =>
        json(200, list(answers++)),
    });
    renderWithPortal(
      <ReviewTransportProvider value={shareReviewTransport('tok')}>
        <OpenCount />
      </ReviewTransportProvider>,
    );
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText('0 open')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(GUEST_REVIEW_POLL_MS));
    expect(screen.getByText('1 open')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});
