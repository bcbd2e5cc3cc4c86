import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithPortal, stubFetch } from '@portal/shared/testing';
import { MediaModal } from './media-modal';
import { listOf, reviewOf } from './review/testing/review-fixtures';
import { mediaOf } from './testing/media';

const stream = mediaOf({
  id: 12,
  mediaType: 'PixelStream',
  title: 'Walkthrough',
  variant: 'Internal',
  linked: true,
  file: { fileName: 'stream', fileUri: '/api/demo/pixel-stream' },
});

it('has no trace of review without the review prop (embeds)', async () => {
  const fetchMock = stubFetch({});
  renderWithPortal(
    <MediaModal items={[stream]} media={stream} onSelect={jest.fn()} onClose={jest.fn()} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Walkthrough' });
  expect(await within(dialog).findByRole('button', { name: 'Launch stream' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('complementary', { name: 'Review' })).not.toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('puts the review panel beside the viewer; a stream is commented as a whole', async () => {
  stubFetch({
    'GET /api/media/12/comments?status=all&order=position': () =>
      json(200, listOf([], { frameRate: null, duration: null })),
    'GET /api/media/12/review': () => json(200, reviewOf()),
  });
  const onClose = jest.fn();
  const review = { commentId: null, onCommentChange: jest.fn() };
  renderWithPortal(
    <MediaModal
      items={[stream]}
      media={stream}
      onSelect={jest.fn()}
      onClose={onClose}
      review={review}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Walkthrough' });
  const panel = within(dialog).getByRole('complementary', { name: 'Review' });
  await userEvent.click(await within(panel).findByRole('textbox', { name: 'Comment' }));
  expect(within(panel).getByText('On the whole medium')).toBeInTheDocument();
  expect(
    within(panel).queryByRole('button', { name: 'Use current position' }),
  ).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

  // Escape in the panel's own dialog closes that dialog only.
  await userEvent.click(within(panel).getByRole('button', { name: 'Request changes' }));
  await screen.findByRole('dialog', { name: 'Request changes' });
  await userEvent.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Request changes' })).not.toBeInTheDocument(),
  );
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Walkthrough' })).toBeInTheDocument();
});
