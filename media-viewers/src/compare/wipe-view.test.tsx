import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { mediaOf, previewOf } from '../testing/media';
import PictureCompare from './picture-compare';

// Two images: nothing of pdf.js is used, only its worker set up on import.
jest.mock('react-pdf', () => ({ pdfjs: { GlobalWorkerOptions: {} } }));

// jsdom has no PointerEvent (a MouseEvent carries what the wipe reads) and no pointer capture
// (kept per element here, as a browser does).
beforeAll(() => {
  (window as { PointerEvent?: unknown }).PointerEvent ??= class extends MouseEvent {
    pointerId = 1;
  };
  const captured = new WeakSet<Element>();
  HTMLElement.prototype.setPointerCapture ??= function (this: Element) {
    captured.add(this);
  };
  HTMLElement.prototype.hasPointerCapture ??= function (this: Element) {
    return captured.has(this);
  };
});
afterEach(() => jest.restoreAllMocks());

const before = {
  media: mediaOf({ id: 21, mediaType: 'Image', title: 'Lobby', preview: previewOf() }),
  label: 'v1',
};
const after = {
  media: mediaOf({ id: 22, mediaType: 'Image', title: 'Lobby', preview: previewOf() }),
  label: 'v3',
};

const wipe = async () => {
  renderWithPortal(<PictureCompare left={before} right={after} />);
  await userEvent.click(screen.getByRole('radio', { name: 'Wipe' }));
  return screen.getByRole('slider', { name: 'Divider position' });
};
const top = () => screen.getByRole('img', { name: 'v3: Lobby' });

it('wipes from the middle, the divider moved by its keys', async () => {
  const divider = await wipe();
  expect(divider).toHaveAttribute('aria-valuenow', '50');
  expect(divider).toHaveAttribute('aria-valuetext', '50 % v1, 50 % v3');
  expect(top()).toHaveStyle({ clipPath: 'inset(0 0 0 50%)' });
  // Both labels in the corners.
  expect(screen.getByText('v1')).toBeInTheDocument();
  expect(screen.getByText('v3')).toBeInTheDocument();

  divider.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(divider).toHaveAttribute('aria-valuenow', '51');
  expect(top()).toHaveStyle({ clipPath: 'inset(0 0 0 51%)' });
  await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
  expect(divider).toHaveAttribute('aria-valuenow', '61');
  expect(divider).toHaveAttribute('aria-valuetext', '61 % v1, 39 % v3');
  await userEvent.keyboard('{ArrowLeft}{PageDown}');
  expect(divider).toHaveAttribute('aria-valuenow', '50');
  await userEvent.keyboard('{PageUp}');
  expect(divider).toHaveAttribute('aria-valuenow', '60');
  await userEvent.keyboard('{Home}{ArrowLeft}');
  expect(divider).toHaveAttribute('aria-valuenow', '0');
  expect(top()).toHaveStyle({ clipPath: 'inset(0 0 0 0%)' });
  await userEvent.keyboard('{End}{ArrowRight}');
  expect(divider).toHaveAttribute('aria-valuenow', '100');
  expect(top()).toHaveStyle({ clipPath: 'inset(0 0 0 100%)' });
});

it('moves the divider where the box is clicked, and follows a drag', async () => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 100,
    right: 1100,
    width: 1000,
    top: 0,
    bottom: 600,
    height: 600,
    x: 100,
    y: 0,
    toJSON: () => ({}),
  });
  const divider = await wipe();
  fireEvent.pointerMove(top(), { clientX: 900 });
  // Moving over the box without pressing moves nothing.
  expect(divider).toHaveAttribute('aria-valuenow', '50');
  fireEvent.pointerDown(top(), { clientX: 350, button: 0 });
  expect(divider).toHaveAttribute('aria-valuenow', '25');
  expect(top()).toHaveStyle({ clipPath: 'inset(0 0 0 25%)' });
  fireEvent.pointerMove(top(), { clientX: 850 });
  expect(divider).toHaveAttribute('aria-valuenow', '75');
  // Past the edge: held at the end.
  fireEvent.pointerMove(top(), { clientX: 1500 });
  expect(divider).toHaveAttribute('aria-valuenow', '100');
  expect(divider).toHaveAttribute('aria-valuetext', '100 % v1, 0 % v3');
});
