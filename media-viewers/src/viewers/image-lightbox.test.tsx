import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithPortal } from '@portal/shared/testing';
import { mediaOf, previewOf } from '../testing/media';
import ImageLightbox, { SLIDESHOW_INTERVAL_MS } from './image-lightbox';

const images = ['Dusk', 'Interior', 'Pool'].map((title, at) =>
  mediaOf({ id: at + 1, mediaType: 'Image', title }),
);

function Shown({ start }: { start: number }) {
  const [index, setIndex] = useState(start);
  return (
    <>
      <output aria-label="Shown">{images[index]!.title}</output>
      <ImageLightbox images={images} index={index} onView={setIndex} onClose={() => {}} />
    </>
  );
}

// The lightbox is modal: what lies outside it is hidden from the accessibility tree meanwhile.
const shown = () => screen.getByRole('status', { name: 'Shown', hidden: true });

/** Each image on view reports it has loaded (jsdom loads none), as the browser would. */
async function loadImages() {
  for (const image of screen.getAllByRole('img')) {
    await act(async () => {
      fireEvent.load(image);
    });
  }
}

it('wraps: Previous on the first image shows the last, Next on the last the first', async () => {
  renderWithPortal(<Shown start={0} />);
  await loadImages();
  await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
  expect(shown()).toHaveTextContent('Pool');
  await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
  expect(shown()).toHaveTextContent('Dusk');
});

it('plays a slideshow at the spec interval, wrapping, until paused', async () => {
  jest.useFakeTimers();
  try {
    renderWithPortal(<Shown start={2} />);
    // The slideshow counts from when the image on view has loaded.
    await loadImages();
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    act(() => jest.advanceTimersByTime(SLIDESHOW_INTERVAL_MS - 100));
    expect(shown()).toHaveTextContent('Pool');
    act(() => jest.advanceTimersByTime(200));
    expect(shown()).toHaveTextContent('Dusk');
    await loadImages();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    act(() => jest.advanceTimersByTime(SLIDESHOW_INTERVAL_MS * 2));
    expect(shown()).toHaveTextContent('Dusk');
  } finally {
    jest.useRealTimers();
  }
});

it("shows a render's previews, the original kept for zooming past the widest", () => {
  const render = mediaOf({
    id: 8,
    mediaType: 'Image',
    title: 'Tower at dusk',
    preview: previewOf(),
  });
  renderWithPortal(
    <ImageLightbox images={[render]} index={0} onView={() => {}} onClose={() => {}} />,
  );
  // The zoom plugin picks the picture by the size shown (none in jsdom: the narrowest) and
  // knows the original's full size, so it can zoom to 1:1 of it.
  const [img] = screen.getAllByRole('img', { name: 'Tower at dusk' });
  expect(img).toHaveAttribute('src', '/api/media/8/thumbnail?w=480');
  expect(img!.style.maxWidth).toBe('min(7680px, 100%)');
});

it('never zooms into the original when it may not leave (a share link without originals)', () => {
  const render = mediaOf({
    id: 8,
    mediaType: 'Image',
    title: 'Tower at dusk',
    preview: previewOf(),
  });
  renderWithPortal(
    <ImageLightbox
      images={[render]}
      index={0}
      onView={() => {}}
      onClose={() => {}}
      originals={false}
    />,
  );
  // Its widest picture is the widest preview (1920 px), not the 7680-px original.
  const [img] = screen.getAllByRole('img', { name: 'Tower at dusk' });
  expect(img).toHaveAttribute('src', '/api/media/8/thumbnail?w=480');
  expect(img!.style.maxWidth).toBe('min(1920px, 100%)');
});
