import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DraftPin, ReviewBinding, ReviewMarker } from '../review-binding';
import { bindingOf } from '../testing/review-fixtures';
import { ReviewOverlay } from './review-overlay';

const point = (
  x: number,
  y: number,
  extra: Partial<{ width: number; height: number; page: number }> = {},
) => ({
  kind: 'point' as const,
  x,
  y,
  width: extra.width ?? null,
  height: extra.height ?? null,
  page: extra.page ?? null,
});

const markers: ReviewMarker[] = [
  {
    id: 7,
    number: 1,
    anchor: point(0.25, 0.5),
    label: 'Comment 1 by Olivia Harbour at 25%, 50%',
    resolved: false,
  },
  {
    id: 8,
    number: 2,
    anchor: point(0.1, 0.2, { width: 0.3, height: 0.4 }),
    label: 'Comment 2 by Sam Lee',
    resolved: true,
  },
  {
    id: 9,
    number: 3,
    anchor: point(0.5, 0.5, { page: 2 }),
    label: 'Comment 3 on page 2',
    resolved: false,
  },
];

/** The layer's binding: the markers above, nothing chosen. */
const withMarkers = (overrides: Partial<ReviewBinding> = {}) =>
  bindingOf({ markers, ...overrides });

const draftAt = (x: number, y: number): DraftPin => ({ anchor: point(x, y), drawing: null });

// jsdom has no PointerEvent; a MouseEvent carries all the overlay reads (button, place, Alt).
beforeAll(() => {
  (window as { PointerEvent?: unknown }).PointerEvent ??= class extends MouseEvent {
    pointerId = 1;
  };
});

// jsdom lays nothing out: the layer is said to be 1000 × 500 px at the page's top-left.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 1000,
    height: 500,
    right: 1000,
    bottom: 500,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});

it('puts each thread of this page at its point, named, and selects it', async () => {
  const drawing = {
    shapes: [
      {
        tool: 'rectangle' as const,
        colour: 'green' as const,
        x: 0.1,
        y: 0.1,
        width: 0.2,
        height: 0.2,
      },
    ],
  };
  const review = withMarkers({ selectedId: 8, drawing });
  render(<ReviewOverlay review={review} />);
  const first = screen.getByRole('button', { name: 'Comment 1 by Olivia Harbour at 25%, 50%' });
  expect(first).toHaveStyle({ left: '25%', top: '50%' });
  expect(first).toHaveTextContent('1');
  expect(first).toHaveAttribute('aria-pressed', 'false');
  const second = screen.getByRole('button', { name: 'Comment 2 by Sam Lee' });
  expect(second).toHaveAttribute('aria-pressed', 'true');
  expect(second).toHaveAttribute('data-resolved');
  // Another page's thread is not on this one.
  expect(screen.queryByRole('button', { name: 'Comment 3 on page 2' })).not.toBeInTheDocument();
  // The selected thread's drawing is shown.
  expect(screen.getByTestId('review-drawing').querySelector('rect')).toHaveAttribute(
    'stroke',
    '#2f9e44',
  );
  await userEvent.click(first);
  expect(review.select).toHaveBeenCalledWith(7);
  first.focus();
  await userEvent.keyboard('{Enter}');
  expect(review.select).toHaveBeenCalledTimes(2);
});

it("shows only a page's own threads on a PDF page", () => {
  render(<ReviewOverlay review={withMarkers()} page={2} />);
  expect(screen.getByRole('button', { name: 'Comment 3 on page 2' })).toHaveStyle({ left: '50%' });
  expect(screen.queryByRole('button', { name: /Comment 1/ })).not.toBeInTheDocument();
});

it('moves the new pin with the arrow keys, 1 % a step and 5 % with Shift, inside the medium', async () => {
  const review = withMarkers({ draft: draftAt(0.5, 0.5) });
  const { rerender } = render(<ReviewOverlay review={review} />);
  const pin = screen.getByRole('button', { name: "New comment's pin, 50% across, 50% down" });
  expect(pin).toHaveAccessibleDescription(/arrow keys/);
  pin.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(review.changeDraft).toHaveBeenLastCalledWith(draftAt(0.51, 0.5));
  await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
  expect(review.changeDraft).toHaveBeenLastCalledWith(draftAt(0.5, 0.45));
  rerender(<ReviewOverlay review={{ ...review, draft: draftAt(1, 0) }} />);
  await userEvent.keyboard('{ArrowRight}');
  expect(review.changeDraft).toHaveBeenLastCalledWith(draftAt(1, 0));
});

it('puts the pin where the medium is clicked, and spans an area with Alt-drag', () => {
  const review = withMarkers({ draft: draftAt(0.5, 0.5) });
  render(<ReviewOverlay review={review} />);
  const surface = screen.getByTestId('review-surface');
  fireEvent.pointerDown(surface, { button: 0, clientX: 200, clientY: 100 });
  fireEvent.pointerUp(surface, { button: 0, clientX: 200, clientY: 100 });
  expect(review.changeDraft).toHaveBeenLastCalledWith(draftAt(0.2, 0.2));
  fireEvent.pointerDown(surface, { button: 0, altKey: true, clientX: 600, clientY: 400 });
  fireEvent.pointerMove(surface, { clientX: 300, clientY: 300 });
  fireEvent.pointerUp(surface, { clientX: 300, clientY: 300 });
  expect(review.changeDraft).toHaveBeenLastCalledWith({
    anchor: point(0.3, 0.6, { width: 0.3, height: 0.2 }),
    drawing: null,
  });
});

it('drags the pin, showing it under the pointer until released', () => {
  const review = withMarkers({ draft: draftAt(0.5, 0.5) });
  render(<ReviewOverlay review={review} />);
  const pin = screen.getByRole('button', { name: /New comment's pin/ });
  fireEvent.pointerDown(pin, { button: 0, clientX: 500, clientY: 250 });
  fireEvent.pointerMove(pin, { clientX: 700, clientY: 300 });
  expect(pin).toHaveAccessibleName("New comment's pin, 70% across, 60% down");
  expect(review.changeDraft).not.toHaveBeenCalled();
  fireEvent.pointerUp(pin, { clientX: 700, clientY: 300 });
  expect(review.changeDraft).toHaveBeenCalledWith(draftAt(0.7, 0.6));
});

it('adds an arrow, a rectangle and a pen stroke in the chosen colour', () => {
  const review = withMarkers({ draft: draftAt(0.5, 0.5), tool: 'arrow', colour: 'yellow' });
  const { rerender } = render(<ReviewOverlay review={review} />);
  const surface = () => screen.getByTestId('review-surface');
  fireEvent.pointerDown(surface(), { button: 0, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(surface(), { clientX: 400, clientY: 300 });
  fireEvent.pointerUp(surface(), { clientX: 400, clientY: 300 });
  expect(review.changeDraft).toHaveBeenLastCalledWith({
    anchor: point(0.5, 0.5),
    drawing: { shapes: [{ tool: 'arrow', colour: 'yellow', x1: 0.1, y1: 0.2, x2: 0.4, y2: 0.6 }] },
  });

  const withArrow = (review.changeDraft as jest.Mock).mock.calls[0][0] as DraftPin;
  rerender(
    <ReviewOverlay review={{ ...review, draft: withArrow, tool: 'rectangle', colour: 'blue' }} />,
  );
  expect(screen.getByTestId('review-drawing').querySelectorAll('line')).toHaveLength(1);
  fireEvent.pointerDown(surface(), { button: 0, clientX: 500, clientY: 400 });
  fireEvent.pointerUp(surface(), { clientX: 300, clientY: 300 });
  expect(review.changeDraft).toHaveBeenLastCalledWith({
    anchor: point(0.5, 0.5),
    drawing: {
      shapes: [
        withArrow.drawing!.shapes[0],
        { tool: 'rectangle', colour: 'blue', x: 0.3, y: 0.6, width: 0.2, height: 0.2 },
      ],
    },
  });

  rerender(<ReviewOverlay review={{ ...review, tool: 'pen', colour: 'white' }} />);
  fireEvent.pointerDown(surface(), { button: 0, clientX: 0, clientY: 0 });
  // Hundreds of tiny moves are thinned to what can be seen.
  for (let i = 1; i <= 300; i++) fireEvent.pointerMove(surface(), { clientX: i, clientY: 0 });
  fireEvent.pointerUp(surface(), { clientX: 300, clientY: 0 });
  const stroke = (review.changeDraft as jest.Mock).mock.lastCall[0].drawing.shapes[0];
  expect(stroke).toMatchObject({ tool: 'pen', colour: 'white' });
  expect(stroke.points.length).toBeLessThan(160);
  expect(stroke.points.slice(-2)).toEqual([0.3, 0]);
});

it('says when a drawing has no room for another shape', () => {
  const full = {
    shapes: Array.from({ length: 500 }, () => ({
      tool: 'arrow' as const,
      colour: 'red' as const,
      x1: 0,
      y1: 0,
      x2: 1,
      y2: 1,
    })),
  };
  const review = withMarkers({ draft: { anchor: point(0.5, 0.5), drawing: full }, tool: 'arrow' });
  render(<ReviewOverlay review={review} />);
  const surface = screen.getByTestId('review-surface');
  fireEvent.pointerDown(surface, { button: 0, clientX: 100, clientY: 100 });
  fireEvent.pointerUp(surface, { clientX: 400, clientY: 300 });
  expect(screen.getByRole('alert')).toHaveTextContent('A drawing can have at most 500 shapes.');
  expect(review.changeDraft).not.toHaveBeenCalled();
});

it('takes no pointer input from the medium while no comment is being written', () => {
  render(<ReviewOverlay review={withMarkers({ tool: 'pen' })} />);
  expect(screen.queryByTestId('review-surface')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /New comment's pin/ })).not.toBeInTheDocument();
});

it('keeps the buttons of threads still listed when the list changes, and moves the choice', () => {
  const { rerender } = render(<ReviewOverlay review={withMarkers({ selectedId: 7 })} />);
  const first = screen.getByRole('button', { name: 'Comment 1 by Olivia Harbour at 25%, 50%' });
  expect(first).toHaveAttribute('aria-pressed', 'true');
  const latest: ReviewMarker = {
    id: 120,
    number: 120,
    anchor: point(0.75, 0.25),
    label: 'Comment 120 by Sam Lee',
    resolved: false,
  };
  // Fetched again: equal markers (new objects), one gone, one new and chosen.
  const refetched = [{ ...markers[0]! }, latest];
  rerender(<ReviewOverlay review={withMarkers({ markers: refetched, selectedId: 120 })} />);
  expect(screen.getByRole('button', { name: 'Comment 1 by Olivia Harbour at 25%, 50%' })).toBe(
    first,
  );
  expect(first).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('button', { name: 'Comment 2 by Sam Lee' })).toBeNull();
  const added = screen.getByRole('button', { name: 'Comment 120 by Sam Lee' });
  expect(added).toHaveAttribute('aria-pressed', 'true');
  expect(added).toHaveTextContent('120');
  expect(added).toHaveStyle({ left: '75%', top: '25%' });
  // A resolved thread is drawn anew, greyed.
  rerender(
    <ReviewOverlay
      review={withMarkers({ markers: [{ ...markers[0]!, resolved: true }], selectedId: null })}
    />,
  );
  const resolved = screen.getByRole('button', { name: 'Comment 1 by Olivia Harbour at 25%, 50%' });
  expect(resolved).toHaveAttribute('data-resolved');
  expect(resolved).toHaveAttribute('aria-pressed', 'false');
});
