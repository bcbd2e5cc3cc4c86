import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { renderWithPortal } from '@portal/shared/testing';
import { mediaOf } from '../testing/media';
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
