import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithPortal } from '@portal/shared/testing';
import { mediaOf, previewOf } from '../testing/media';
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

it("plays a master's web copy sized for the screen", () => {
  const width = jest.spyOn(window.screen, 'width', 'get').mockReturnValue(390);
  try {
    const master = mediaOf({
      id: 8,
      mediaType: 'Video',
      title: 'Master',
      playbackUrl: '/api/media/8/playback',
      preview: previewOf({ copies: [720, 1080], width: 3840, height: 2160 }),
    });
    // A phone (390 px at a density of 1 in jsdom): the 720p copy.
    renderWithPortal(<VideoViewer media={master} />);
    expect(screen.getByLabelText('Master')).toHaveAttribute('src', '/api/media/8/playback?h=720');
  } finally {
    width.mockRestore();
  }
});

it('plays the original while its copies are being made, and only it', () => {
  const making = mediaOf({
    id: 9,
    mediaType: 'Video',
    title: 'New cut',
    playbackUrl: '/api/media/9/playback',
    preview: previewOf({ status: 'working', progress: 0.3, widths: [], width: null, height: null }),
  });
  const made = {
    ...making,
    preview: { ...making.preview!, status: 'ready' as const, progress: null, copies: [720] },
  };
  function Page() {
    const [shown, setShown] = useState(making);
    return (
      <>
        <button type="button" onClick={() => setShown(made)}>
          Look again
        </button>
        <VideoViewer media={shown} />
      </>
    );
  }
  renderWithPortal(<Page />);
  expect(screen.getByLabelText('New cut')).toHaveAttribute('src', '/api/media/9/file');
  // Made while it plays: the player is not pulled from under the viewer.
  fireEvent.click(screen.getByRole('button', { name: 'Look again' }));
  expect(screen.getByLabelText('New cut')).toHaveAttribute('src', '/api/media/9/file');
});
