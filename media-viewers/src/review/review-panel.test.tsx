import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import {
  ANCHOR_MESSAGES,
  REVIEW_DECISION_MESSAGES,
  reviewLive,
  type Anchor,
  type ReviewThread,
} from '@portal/shared';
import { bodiesSentTo, json, renderWithPortal, stubFetch } from '@portal/shared/testing';
import { mediaOf } from '../testing/media';
import type { ReviewBinding, ReviewTarget } from './review-binding';
import type { MediaReviewOptions } from './review-options';
import { ReviewWorkspace } from './review-workspace';
import { MEDIUM_WAIT_MS } from './thread-list';
import { listOf, PEOPLE, reviewOf, threadOf } from './testing/review-fixtures';

const video = mediaOf({ id: 12, mediaType: 'Video', title: 'Fly-through' });
const LIST = 'GET /api/media/12/comments?status=all&order=position';
const REVIEW = 'GET /api/media/12/review';
const PEOPLE_URL = 'GET /api/projects/7/people';
const at = (time: number): Anchor => ({
  kind: 'time',
  time,
  endTime: null,
  frame: null,
  endFrame: null,
});

const ARROW = { tool: 'arrow', colour: 'red', x1: 0.1, y1: 0.2, x2: 0.4, y2: 0.6 } as const;

/** A viewer that hands over the test's target and shows the markers it is given. */
function FakeViewer({ binding, target }: { binding: ReviewBinding; target: ReviewTarget }) {
  const { registerTarget } = binding;
  useEffect(() => {
    registerTarget(target);
    return () => registerTarget(null);
  }, [registerTarget, target]);
  return (
    <>
      <ul aria-label="Markers">
        {binding.markers.map((marker) => (
          <li key={marker.id} aria-current={marker.id === binding.selectedId ? 'true' : undefined}>
            {marker.label}
          </li>
        ))}
      </ul>
      {binding.drawing && <p>Drawing of {binding.drawing.shapes.length} shapes</p>}
      {binding.draft && binding.tool && (
        <button
          type="button"
          onClick={() => binding.changeDraft({ ...binding.draft!, drawing: { shapes: [ARROW] } })}
        >
          Draw an arrow
        </button>
      )}
    </>
  );
}

/** A viewer still loading its medium: it hands over its target once "Medium loaded" is pressed. */
function LoadingViewer({ binding, target }: { binding: ReviewBinding; target: ReviewTarget }) {
  const [loaded, setLoaded] = useState(false);
  if (loaded) return <FakeViewer binding={binding} target={target} />;
  return (
    <button type="button" onClick={() => setLoaded(true)}>
      Medium loaded
    </button>
  );
}

function renderPanel(
  options: Partial<MediaReviewOptions> = {},
  captured: Anchor = at(3.5),
  Viewer = FakeViewer,
) {
  const target = { capture: jest.fn(() => captured), reveal: jest.fn() };
  const review = {
    commentId: null,
    onCommentChange: jest.fn(),
    onReviewChange: jest.fn(),
    projectId: 7,
    ...options,
  };
  renderWithPortal(
    <ReviewWorkspace
      media={video}
      review={review}
      renderViewer={(binding) => <Viewer binding={binding} target={target} />}
    />,
  );
  return { target, review };
}

/** A server whose list a test can change, so a refetch shows what changed. */
function server(threads: ReviewThread[], handlers: Parameters<typeof stubFetch>[0] = {}) {
  const state = { threads, review: reviewOf() };
  const fetchMock = stubFetch({
    [LIST]: () => json(200, listOf(state.threads)),
    [REVIEW]: () => json(200, state.review),
    [PEOPLE_URL]: () => json(200, PEOPLE),
    ...handlers,
  });
  return { state, fetchMock };
}

it('lists the threads with their places, and filters them to the open or resolved ones', async () => {
  const resolved = { by: 'Sam Studio', date: '2026-11-20T02:00:00.000Z' };
  const { fetchMock } = server([threadOf(1), threadOf(2, { anchor: at(10), resolved })], {
    'GET /api/media/12/comments?status=open&order=position': () =>
      json(200, { ...listOf([threadOf(1)]), resolved: 1 }),
  });
  renderPanel();
  const first = await screen.findByRole('article', { name: 'Comment 1 by Olivia Harbour' });
  expect(within(first).getByText('00:00:03:12')).toBeInTheDocument();
  const second = screen.getByRole('article', { name: 'Comment 2 by Olivia Harbour' });
  expect(second).toHaveTextContent('Resolved by Sam Studio, 20 Nov 2026');
  // The viewer marks the same threads, each named with its place.
  expect(
    within(screen.getByRole('list', { name: 'Markers' })).getAllByRole('listitem'),
  ).toHaveLength(2);
  expect(screen.getByText('Comment 2 by Olivia Harbour at 00:00:10:00')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: 'Open (1)' }));
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'Comment 2 by Olivia Harbour' })).toBeNull(),
  );
  expect(screen.getByRole('article', { name: 'Comment 1 by Olivia Harbour' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Resolved (1)' })).toBeInTheDocument();
  expect(
    fetchMock.mock.calls.some(([url]) => String(url).endsWith('status=open&order=position')),
  ).toBe(true);
});

it("fetches a chosen thread's drawing for the viewer", async () => {
  const arrow = { tool: 'arrow' as const, colour: 'red' as const, x1: 0, y1: 0, x2: 1, y2: 1 };
  server([threadOf(1, { hasDrawing: true })], {
    'GET /api/media-comments/1/drawing': () => json(200, { drawing: { shapes: [arrow, arrow] } }),
  });
  renderPanel({ commentId: 1 });
  expect(await screen.findByText('Drawing of 2 shapes')).toBeInTheDocument();
});

it('asks for no drawing of a thread that has none', async () => {
  const { fetchMock } = server([threadOf(1, { hasDrawing: true }), threadOf(2)]);
  renderPanel({ commentId: 2 });
  const chosen = await screen.findByText('Comment 2 by Olivia Harbour at 00:00:03:12');
  await waitFor(() => expect(chosen).toHaveAttribute('aria-current', 'true'));
  expect(screen.queryByText(/^Drawing of/)).toBeNull();
  expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/drawing'))).toEqual([]);
});

it('pins a new comment where the viewer is, and posts it with the people it mentions', async () => {
  const { state, fetchMock } = server([], {
    'POST /api/media/12/comments': (body) => {
      const created = threadOf(9, { ...(body as Partial<ReviewThread>), mentions: [PEOPLE[0]!] });
      state.threads = [created];
      return json(201, created);
    },
  });
  const { target, review } = renderPanel();
  const field = await screen.findByRole('textbox', { name: 'Comment' });
  await userEvent.click(field);
  expect(target.capture).toHaveBeenCalled();
  expect(screen.getByText('At 00:00:03:12')).toBeInTheDocument();

  await userEvent.type(field, 'Check the sky, @oli');
  const people = await screen.findByRole('listbox', { name: 'People to mention' });
  expect(within(people).getByRole('option', { name: 'Olivia Harbour' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await userEvent.keyboard('{Enter}');
  // The choice closes the list: nothing lies over 'Post comment' (walk D9).
  expect(screen.queryByRole('listbox', { name: 'People to mention' })).not.toBeInTheDocument();
  await userEvent.keyboard('please');
  expect(field).toHaveValue('Check the sky, @Olivia Harbour please');

  await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
  await waitFor(() => expect(review.onCommentChange).toHaveBeenCalledWith(9));
  expect(bodiesSentTo(fetchMock, 'POST', '/api/media/12/comments')).toEqual([
    {
      text: 'Check the sky, @Olivia Harbour please',
      anchor: { kind: 'time', time: 3.5, endTime: null, frame: null, endFrame: null },
      drawing: null,
      mentions: [5],
      // On the version shown (a medium of one version: its first).
      version: 1,
    },
  ]);
  expect(review.onReviewChange).toHaveBeenCalled();
  expect(
    await screen.findByRole('article', { name: 'Comment 9 by Olivia Harbour' }),
  ).toBeInTheDocument();
  expect(field).toHaveValue('');
});

it("offers the drawing toolbar on a video's moment and sends the drawing with the thread", async () => {
  const { fetchMock } = server([], {
    'POST /api/media/12/comments': () => json(201, threadOf(9, { hasDrawing: true })),
  });
  renderPanel();
  await userEvent.click(await screen.findByRole('button', { name: 'Comment here' }));
  const tools = screen.getByRole('radiogroup', { name: 'Drawing tool' });
  await userEvent.click(within(tools).getByText('Arrow'));
  await userEvent.click(screen.getByRole('button', { name: 'Draw an arrow' }));
  expect(screen.getByRole('button', { name: 'Undo last shape' })).toBeEnabled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Soften this edge');
  await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
  await waitFor(() =>
    expect(bodiesSentTo(fetchMock, 'POST', '/api/media/12/comments')).toEqual([
      {
        text: 'Soften this edge',
        anchor: { kind: 'time', time: 3.5, endTime: null, frame: null, endFrame: null },
        drawing: { shapes: [ARROW] },
        mentions: [],
        version: 1,
      },
    ]),
  );
});

it('drops a mention whose name is removed, and makes a range with an out point', async () => {
  const { fetchMock } = server([], {
    'POST /api/media/12/comments': () => json(201, threadOf(9)),
  });
  const { target } = renderPanel();
  const field = await screen.findByRole('textbox', { name: 'Comment' });
  await userEvent.click(field);
  await userEvent.type(field, '@Sam');
  await userEvent.keyboard('{Enter}');
  await userEvent.clear(field);
  await userEvent.type(field, 'Too fast here');

  target.capture.mockReturnValue(at(2));
  await userEvent.click(screen.getByRole('button', { name: 'Set out point' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The out point must be after the in point');
  target.capture.mockReturnValue(at(5));
  await userEvent.click(screen.getByRole('button', { name: 'Set out point' }));
  expect(screen.getByText('From 00:00:03:12 to 00:00:05:00')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
  await waitFor(() =>
    expect(bodiesSentTo(fetchMock, 'POST', '/api/media/12/comments')).toEqual([
      {
        text: 'Too fast here',
        anchor: { kind: 'time', time: 3.5, endTime: 5, frame: null, endFrame: null },
        drawing: null,
        mentions: [],
        version: 1,
      },
    ]),
  );
});

it("shows a 400 on the pin (Anchor.Yaw) in the API's words, and keeps what was written", async () => {
  server([], {
    'POST /api/media/12/comments': () =>
      json(400, {
        message: 'One or more fields are invalid.',
        errors: { 'Anchor.Yaw': [ANCHOR_MESSAGES.yaw] },
      }),
  });
  renderPanel({}, { kind: 'view', yaw: 4, pitch: 0, zoom: 50, time: null, frame: null });
  const field = await screen.findByRole('textbox', { name: 'Comment' });
  await userEvent.type(field, 'Look up');
  await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ANCHOR_MESSAGES.yaw);
  expect(field).toHaveValue('Look up');
});

it('says a comment needs words before sending anything', async () => {
  const { fetchMock } = server([]);
  renderPanel();
  await userEvent.click(await screen.findByRole('button', { name: 'Post comment' }));
  expect(await screen.findByText('Enter a comment.')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', '/api/media/12/comments')).toEqual([]);
});

it('selects a thread: the viewer goes to its place and the page keeps it', async () => {
  server([threadOf(1), threadOf(2, { anchor: at(10) })]);
  const { target, review } = renderPanel();
  await userEvent.click(
    await screen.findByRole('button', { name: 'Comment 2 by Olivia Harbour at 00:00:10:00' }),
  );
  expect(target.reveal).toHaveBeenCalledWith(at(10));
  expect(review.onCommentChange).toHaveBeenCalledWith(2);
});

it('opens at the thread the link names once the threads and the viewer are ready', async () => {
  server([threadOf(1), threadOf(2, { anchor: at(10) })]);
  const { target } = renderPanel({ commentId: 2 });
  await waitFor(() => expect(target.reveal).toHaveBeenCalledWith(at(10)));
  expect(target.reveal).toHaveBeenCalledTimes(1);
  // The cards follow the markers (a deferred render).
  expect(
    await screen.findByRole('button', { name: 'Comment 2 by Olivia Harbour at 00:00:10:00' }),
  ).toHaveAttribute('aria-current', 'true');
});

it('approves', async () => {
  const { state, fetchMock } = server([], {
    'POST /api/media/12/review': () => {
      state.review = reviewOf({
        state: 'Approved',
        canWithdraw: true,
        decision: {
          id: 1,
          outcome: 'Approved',
          reason: '',
          by: 'Olivia Harbour',
          onBehalfOf: null,
          date: '2026-11-22T03:05:00.000Z',
          version: 1,
        },
      });
      return json(200, state.review);
    },
  });
  const { review } = renderPanel();
  expect(await screen.findByText('Awaiting review')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Approved')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', '/api/media/12/review')).toEqual([
    // On the latest version the page knows.
    { decision: 'Approve', version: 1 },
  ]);
  expect(screen.getByText(/^by Olivia Harbour, 22 Nov 2026/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  expect(review.onReviewChange).toHaveBeenCalled();
});

it('asks what needs to change before requesting changes', async () => {
  const { fetchMock } = server([], {
    'POST /api/media/12/review': () => json(200, reviewOf({ state: 'ChangesRequested' })),
  });
  renderPanel();
  await userEvent.click(await screen.findByRole('button', { name: 'Request changes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request changes' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Request changes' }));
  expect(
    await within(dialog).findByText(REVIEW_DECISION_MESSAGES.reasonRequired),
  ).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', '/api/media/12/review')).toEqual([]);

  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /What needs to change/ }),
    'Warmer sky',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Request changes' }));
  await waitFor(() =>
    expect(bodiesSentTo(fetchMock, 'POST', '/api/media/12/review')).toEqual([
      { decision: 'RequestChanges', reason: 'Warmer sky', version: 1 },
    ]),
  );
});

it('shows who decided on whose behalf and why, with the history, and no buttons to one who may not decide', async () => {
  const decision = {
    id: 2,
    outcome: 'ChangesRequested' as const,
    reason: 'Warmer sky, please.',
    by: 'Sam Studio',
    onBehalfOf: 'Harbour Homes',
    date: '2026-11-22T03:05:00.000Z',
    version: 1,
  };
  const { state } = server([]);
  state.review = reviewOf({
    state: 'ChangesRequested',
    decision,
    history: [decision, { ...decision, id: 1, outcome: 'Approved', reason: '', onBehalfOf: null }],
    canDecide: false,
  });
  renderPanel();
  expect(await screen.findByText('Changes requested')).toBeInTheDocument();
  expect(
    screen.getByText(/^by Sam Studio on behalf of Harbour Homes, 22 Nov 2026/),
  ).toBeInTheDocument();
  expect(screen.getAllByText('Warmer sky, please.')[0]).toBeInTheDocument();
  for (const name of ['Approve', 'Request changes', 'Withdraw']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  await userEvent.click(screen.getByRole('button', { name: 'History (2)' }));
  const history = screen.getByRole('list', { name: 'Decision history' });
  expect(within(history).getAllByRole('listitem')).toHaveLength(2);
  expect(history).toHaveTextContent('Approved by Sam Studio');
});

it('offers Withdraw only on the caller’s own decision: another decider decides anew', async () => {
  const { state } = server([]);
  state.review = reviewOf({
    state: 'ChangesRequested',
    decision: {
      id: 3,
      outcome: 'ChangesRequested',
      reason: 'Warmer sky, please.',
      by: 'Olivia Harbour',
      onBehalfOf: null,
      date: '2026-11-22T03:05:00.000Z',
      version: 1,
    },
    canWithdraw: false,
  });
  renderPanel();
  expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
});

it('fetches the threads again when the medium changes live', async () => {
  const { state } = server([threadOf(1)]);
  const { review } = renderPanel();
  await screen.findByRole('article', { name: 'Comment 1 by Olivia Harbour' });
  state.threads = [
    threadOf(1),
    threadOf(2, { author: { id: 8, name: 'Sam Studio', side: 'studio' } }),
  ];
  act(() => reviewLive.deliver({ mediaId: 12, change: 'comment', commentId: 2 }));
  const card = await screen.findByRole('article', { name: 'Comment 2 by Sam Studio' });
  expect(within(card).getByText('Studio')).toBeInTheDocument();
  expect(review.onReviewChange).toHaveBeenCalled();
});

it('lists a busy medium’s threads a page at a time, the viewer marking them all, and always the chosen one', async () => {
  const many = Array.from({ length: 95 }, (_, i) => threadOf(i + 1, { anchor: at(i) }));
  server(many);
  renderPanel({ commentId: 90 });
  // 90 cards in jsdom take a while.
  await screen.findByRole('article', { name: 'Comment 1 by Olivia Harbour' }, { timeout: 10_000 });
  expect(
    within(screen.getByRole('list', { name: 'Markers' })).getAllByRole('listitem'),
  ).toHaveLength(95);
  // The first 40 cards, and the chosen one far down.
  expect(screen.getAllByRole('article', { name: /^Comment \d+ by / })).toHaveLength(90);
  await userEvent.click(screen.getByRole('button', { name: 'Show more comments (5 more)' }));
  expect(screen.getAllByRole('article', { name: /^Comment \d+ by / })).toHaveLength(95);
  expect(screen.queryByRole('button', { name: /^Show more comments/ })).toBeNull();
});

it('lays out no card until the viewer shows the medium', async () => {
  server(Array.from({ length: 3 }, (_, i) => threadOf(i + 1, { anchor: at(i) })));
  renderPanel({}, at(3.5), LoadingViewer);
  expect(await screen.findByRole('radio', { name: 'All (3)' })).toBeInTheDocument();
  // Idle moments come and go (in jsdom, timers): still no card while the medium loads.
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(screen.queryByRole('article')).toBeNull();
  expect(screen.getByLabelText('Loading comments')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Medium loaded' }));
  expect(await screen.findAllByRole('article', { name: /^Comment \d+ by / })).toHaveLength(3);
});

it('lists the cards all the same when the viewer never shows the medium', async () => {
  server([threadOf(1)]);
  // A viewer that failed (or is slow to load) never hands over a target.
  renderPanel({}, at(3.5), () => <p>The viewer could not be loaded.</p>);
  expect(
    await screen.findByRole(
      'article',
      { name: 'Comment 1 by Olivia Harbour' },
      { timeout: MEDIUM_WAIT_MS + 3000 },
    ),
  ).toBeInTheDocument();
});

it('lays out the first 40 threads of a busy medium a few at a time, then waits to be asked for more', async () => {
  server(Array.from({ length: 95 }, (_, i) => threadOf(i + 1, { anchor: at(i) })));
  renderPanel();
  await screen.findByRole('article', { name: 'Comment 1 by Olivia Harbour' }, { timeout: 10_000 });
  // The cards arrive in idle moments (the medium and its markers come first).
  expect(screen.queryByRole('article', { name: 'Comment 40 by Olivia Harbour' })).toBeNull();
  await screen.findByRole('article', { name: 'Comment 40 by Olivia Harbour' }, { timeout: 10_000 });
  expect(screen.getAllByRole('article', { name: /^Comment \d+ by / })).toHaveLength(40);
  await userEvent.click(screen.getByRole('button', { name: 'Show more comments (55 more)' }));
  expect(screen.getAllByRole('article', { name: /^Comment \d+ by / })).toHaveLength(80);
});
