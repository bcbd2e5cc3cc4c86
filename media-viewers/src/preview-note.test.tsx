import { screen } from '@testing-library/react';
import type { MediaPreview } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { PreviewNote } from './preview-note';
import { mediaOf, previewOf } from './testing/media';

const noteFor = (preview?: MediaPreview) => {
  const { unmount } = renderWithPortal(
    <div data-testid="note">
      <PreviewNote media={mediaOf({ id: 3, mediaType: 'Video', title: 'Cut', preview })} />
    </div>,
  );
  const text = screen.getByTestId('note').textContent;
  unmount();
  return text;
};

it('says the original is shown while previews are made, and why none could be', () => {
  expect(noteFor(previewOf({ status: 'queued' }))).toBe(
    'Preparing preview… The original is shown meanwhile.',
  );
  expect(noteFor(previewOf({ status: 'working', progress: 0.5 }))).toBe(
    'Preparing preview… 50% The original is shown meanwhile.',
  );
  expect(
    noteFor(previewOf({ status: 'failed', reason: 'The file could not be read as a video.' })),
  ).toBe('Preview not available: The file could not be read as a video.');
  expect(noteFor(previewOf({}))).toBe('');
  expect(noteFor(undefined)).toBe('');
});
