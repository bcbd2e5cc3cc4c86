import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { mediaOf } from '../testing/media';
import PixelStreamViewer, { STREAM_UNREACHABLE } from './pixel-stream-viewer';

const media = mediaOf({
  id: 9,
  mediaType: 'PixelStream',
  title: 'Walkthrough',
  variant: 'Internal',
  linked: true,
  file: { fileName: 'stream', fileUri: '/api/demo/pixel-stream' },
});

it('starts nothing until asked, then opens the stream in a frame', async () => {
  const fetch = jest.fn().mockResolvedValue(new Response(null, { status: 200 }));
  global.fetch = fetch;
  renderWithPortal(<PixelStreamViewer media={media} />);
  expect(screen.getByText('Studio stream')).toBeInTheDocument();
  expect(screen.queryByTitle('Pixel stream: Walkthrough')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Launch stream' }));
  const frame = await screen.findByTitle('Pixel stream: Walkthrough');
  expect(frame).toHaveAttribute('src', 'http://localhost/api/demo/pixel-stream');
  expect(fetch).toHaveBeenCalledWith(
    'http://localhost/api/demo/pixel-stream',
    expect.objectContaining({ mode: 'no-cors' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'End stream' }));
  expect(screen.queryByTitle('Pixel stream: Walkthrough')).not.toBeInTheDocument();
});

it('says when the stream cannot be reached, and tries again', async () => {
  global.fetch = jest
    .fn()
    .mockRejectedValueOnce(new TypeError('offline'))
    .mockResolvedValue(new Response(null));
  renderWithPortal(<PixelStreamViewer media={media} />);
  await userEvent.click(screen.getByRole('button', { name: 'Launch stream' }));
  expect(await screen.findByText(STREAM_UNREACHABLE)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTitle('Pixel stream: Walkthrough')).toBeInTheDocument();
});
