import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { renderWithPortal } from '@portal/shared/testing';
import { mediaOf, previewOf } from '../testing/media';
import PictureCompare from './picture-compare';

jest.mock('@mantine/hooks', () => ({
  ...jest.requireActual('@mantine/hooks'),
  useElementSize: () => ({ ref: { current: null }, width: 800, height: 600 }),
}));
// pdf.js draws nothing in jsdom: a document reports its pages (by its address) and a page says
// which it is.
const PAGES: Record<string, number> = { '/api/media/31/file': 3, '/api/media/32/file': 2 };
jest.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: ({
    file,
    children,
    onLoadSuccess,
  }: {
    file: string;
    children: React.ReactNode;
    onLoadSuccess: (pdf: { numPages: number }) => void;
  }) => {
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useEffect(() => onLoadSuccess({ numPages: PAGES[file]! }), []);
    return <div>{children}</div>;
  },
  Page: ({ pageNumber }: { pageNumber: number }) => <p>Drawn page {pageNumber}</p>,
}));

const before = {
  media: mediaOf({ id: 21, mediaType: 'Image', title: 'Lobby', preview: previewOf() }),
  label: 'v1',
};
const after = {
  media: mediaOf({ id: 22, mediaType: 'Image', title: 'Lobby', preview: previewOf() }),
  label: 'v3',
};

it('shows both pictures side by side, each labelled, from their previews', () => {
  renderWithPortal(<PictureCompare left={before} right={after} />);
  expect(screen.getByRole('radiogroup', { name: 'Comparison mode' })).toBeInTheDocument();
  expect(screen.getByText('v1')).toBeInTheDocument();
  expect(screen.getByText('v3')).toBeInTheDocument();
  const left = screen.getByRole('img', { name: 'v1: Lobby' });
  expect(left).toHaveAttribute('src', '/api/media/21/thumbnail');
  expect(left.getAttribute('srcset')).toBe(
    '/api/media/21/thumbnail?w=480 480w, /api/media/21/thumbnail?w=960 960w, /api/media/21/thumbnail?w=1920 1920w',
  );
  // Fitted in its box: 800 × 600 holds a 16:9 picture 800 px wide.
  expect(left).toHaveAttribute('sizes', '800px');
  expect(screen.getByRole('img', { name: 'v3: Lobby' }).getAttribute('srcset')).toContain(
    '/api/media/22/thumbnail?w=1920 1920w',
  );
  // No page turning for two images.
  expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
});

it('shows the original of an image that has no previews', () => {
  const plain = { media: mediaOf({ id: 23, mediaType: 'Image', title: 'Sketch' }), label: 'v2' };
  renderWithPortal(<PictureCompare left={before} right={plain} />);
  const picture = screen.getByRole('img', { name: 'v2: Sketch' });
  expect(picture).toHaveAttribute('src', '/api/media/23/file');
  expect(picture).not.toHaveAttribute('srcset');
});

it('turns the pages of both PDFs together, an image staying as it is', async () => {
  const report = (id: number, label: string) => ({
    media: mediaOf({ id, mediaType: 'Pdf', title: 'Report' }),
    label,
  });
  const { unmount } = renderWithPortal(
    <PictureCompare left={report(32, 'Draft')} right={report(31, 'Final')} />,
  );
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getAllByText('Drawn page 1')).toHaveLength(2);
  expect(screen.getByRole('img', { name: 'Final: Report, page 1' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  expect(screen.getByText('Draft has 2 pages.')).toBeInTheDocument();
  expect(screen.getByText('Drawn page 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  // The wipe shows the same page.
  await userEvent.click(screen.getByRole('radio', { name: 'Wipe' }));
  expect(await screen.findByText('Drawn page 3')).toBeInTheDocument();
  unmount();

  renderWithPortal(<PictureCompare left={before} right={report(31, 'Final')} />);
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(screen.getByText('Drawn page 2')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'v1: Lobby' })).toBeInTheDocument();
});
