import { fireEvent, screen } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import { mediaOf } from '../testing/media';
import VideoViewer, { VIDEO_UNPLAYABLE } from './video-viewer';

const media = mediaOf({ id: 7, mediaType: 'Video', title: 'Fly-through' });

it('plays and pauses with Space, and moves with the arrow keys', () => {
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  renderWithPortal(<VideoViewer media={media} />);
  const video = screen.getByLabelText('Fly-through') as HTMLVideoElement;
  expect(video).toHaveAttribute('poster', '/api/media/7/thumbnail');
  fireEvent.keyDown(video, { key: ' ' });
  expect(play).toHaveBeenCalled();
  video.currentTime = 20;
  fireEvent.keyDown(video, { key: 'ArrowLeft' });
  expect(video.currentTime).toBe(15);
  fireEvent.keyDown(video, { key: 'l' });
  expect(video.currentTime).toBe(25);
  fireEvent.keyDown(video, { key: 'm' });
  expect(video.muted).toBe(true);
});

it('says when the browser cannot play the video, and offers the file', () => {
  renderWithPortal(<VideoViewer media={media} />);
  fireEvent.error(screen.getByLabelText('Fly-through'));
  expect(screen.getByText(VIDEO_UNPLAYABLE)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download Fly-through.bin' })).toBeInTheDocument();
});
