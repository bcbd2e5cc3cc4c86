import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { MediaPreview } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import type { ReviewTarget } from '../review/review-binding';
import { bindingOf } from '../review/testing/review-fixtures';
import { mediaOf } from '../testing/media';
import { PDF_FIRST_PAGE_ONLY, PDF_NO_PREVIEW } from './pdf-preview';
import PdfViewer, { PDF_FAILED } from './pdf-viewer';

let fails = false;
jest.mock('@mantine/hooks', () => ({
  ...jest.requireActual('@mantine/hooks'),
  useElementSize: () => ({ ref: { current: null }, width: 800, height: 600 }),
}));
jest.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: ({
    children,
    onLoadSuccess,
    onLoadError,
  }: {
    children: React.ReactNode;
    onLoadSuccess: (pdf: { numPages: number }) => void;
    onLoadError: () => void;
  }) => {
    // Once, as pdf.js reports a document once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useEffect(() => (fails ? onLoadError() : onLoadSuccess({ numPages: 4 })), []);
    return <div>{children}</div>;
  },
  Page: ({ pageNumber, width }: { pageNumber: number; width: number }) => (
    <p>
      Drawn page {pageNumber} at {width}px
    </p>
  ),
}));

const media = mediaOf({ id: 11, mediaType: 'Pdf', title: 'Report' });

it('draws the document page by page, with zoom', async () => {
  renderWithPortal(<PdfViewer media={media} />);
  expect(await screen.findByText('Page 1 of 4')).toBeInTheDocument();
  expect(screen.getByText('Drawn page 1 at 800px')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(screen.getByText('Drawn page 2 at 800px')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
  expect(screen.getByText('Drawn page 2 at 1000px')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'download',
    'Report.bin',
  );
});

it('says when the PDF cannot be shown, and keeps the download', async () => {
  fails = true;
  renderWithPortal(<PdfViewer media={media} />);
  expect(await screen.findByText(PDF_FAILED)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
});

describe('under review', () => {
  const pin = (page: number) =>
    ({ kind: 'point', x: 0.2, y: 0.4, width: null, height: null, page }) as const;
  let target: ReviewTarget | null = null;
  const review = bindingOf({
    markers: [
      {
        id: 1,
        number: 1,
        anchor: pin(1),
        label: 'Comment 1 on page 1',
        resolved: false,
      },
      {
        id: 2,
        number: 2,
        anchor: pin(3),
        label: 'Comment 2 on page 3',
        resolved: false,
      },
    ],
    registerTarget: (made) => (target = made),
  });

  beforeEach(() => {
    fails = false;
  });

  it("marks the shown page's threads, captures its page, and pages to a thread", async () => {
    renderWithPortal(<PdfViewer media={media} review={review} />);
    expect(await screen.findByText('Page 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comment 1 on page 1' })).toHaveStyle({
      left: '20%',
      top: '40%',
    });
    expect(screen.queryByRole('button', { name: 'Comment 2 on page 3' })).not.toBeInTheDocument();
    // Nothing is laid out in jsdom: the centre of the page.
    expect(target!.capture()).toEqual({ ...pin(1), x: 0.5, y: 0.5 });
    act(() => target!.reveal(pin(3)));
    expect(screen.getByText('Drawn page 3 at 800px')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comment 2 on page 3' })).toBeInTheDocument();
    expect(target!.capture()).toMatchObject({ kind: 'point', page: 3 });
  });

  it("presents its page and zoom, and a follower's turns to them", async () => {
    const targets: ReviewTarget[] = [];
    const bound = () => bindingOf({ registerTarget: (made) => made && targets.push(made) });
    const presenter = renderWithPortal(<PdfViewer media={media} review={bound()} />);
    expect(await screen.findByText('Page 1 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    const [presenting] = targets;
    const view = presenting!.live!.read();
    expect(view).toEqual({ kind: 'pdf', page: 2, zoom: 1.25 });
    // Nothing changed: the same view, so nothing is sent.
    expect(presenting!.live!.read()).toEqual(view);
    presenter.unmount();

    renderWithPortal(<PdfViewer media={media} review={bound()} />);
    expect(await screen.findByText('Page 1 of 4')).toBeInTheDocument();
    const following = targets[1]!.live!;
    expect(following.read()).toEqual({ kind: 'pdf', page: 1, zoom: 1 });
    act(() => following.apply(view!, performance.now()));
    expect(screen.getByText('Drawn page 2 at 1000px')).toBeInTheDocument();
    expect(following.read()).toEqual(view);
  });

  it('has nothing to pin to before the document is read', () => {
    fails = true;
    renderWithPortal(<PdfViewer media={media} review={review} />);
    expect(target!.capture()).toBeNull();
  });
});

describe('when its original may not leave (a share link without originals)', () => {
  const preview: MediaPreview = {
    status: 'ready',
    progress: null,
    reason: null,
    widths: [480, 1920],
    copies: [],
    pages: 4,
    width: 1920,
    height: 1358,
  };
  const shared = mediaOf({
    id: 11,
    mediaType: 'Pdf',
    title: 'Report',
    thumbnailUrl: '/api/share/abc/media/11/thumbnail?v=1',
    preview,
  });

  it('shows its first page from the preview, and offers neither a download nor the file', () => {
    renderWithPortal(<PdfViewer media={shared} originals={false} />);
    expect(screen.getByRole('img', { name: 'Report, page 1' })).toHaveAttribute(
      'src',
      '/api/share/abc/media/11/thumbnail?v=1&w=1920',
    );
    expect(screen.getByText(PDF_FIRST_PAGE_ONLY(4))).toBeInTheDocument();
    // pdf.js is never handed the file, and no link leads to it.
    expect(screen.queryByText(/Drawn page/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when it has no preview to show', () => {
    renderWithPortal(<PdfViewer media={{ ...shared, thumbnailUrl: '' }} originals={false} />);
    expect(screen.getByText(PDF_NO_PREVIEW)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
