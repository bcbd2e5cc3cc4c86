import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithPortal, stubFetch } from '@portal/shared/testing';
import type { MediaVersion } from '@portal/shared';
import { MediaModal } from '../media-modal';
import { listOf, reviewOf, threadOf } from '../review/testing/review-fixtures';
import { mediaOf } from '../testing/media';

const versionOf = (number: number, overrides: Partial<MediaVersion> = {}): MediaVersion => ({
  number,
  fileName: `report-v${number}.pdf`,
  contentType: 'application/pdf',
  size: 1000,
  uploadedDate: '2026-11-2' + number + 'T03:00:00Z',
  uploadedBy: 'Ada Admin',
  fileUrl: number === 1 ? '/api/media/7/file' : `/api/media/7/file?version=${number}`,
  thumbnailUrl: '',
  frameRate: null,
  duration: null,
  ...overrides,
});

// A PDF of three versions: its viewer is pdf.js, which jsdom does not run (drawn as nothing
// here); the picker, the download and the comparison's choices are what is checked here.
jest.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: () => null,
  Page: () => null,
}));
const report = mediaOf({
  id: 7,
  mediaType: 'Pdf',
  title: 'Design report',
  version: 3,
  file: { fileName: 'report-v3.pdf', fileUri: '/api/media/7/file?version=3' },
  versions: [versionOf(1), versionOf(2, { uploadedBy: null }), versionOf(3)],
});
const zip = mediaOf({ id: 8, mediaType: 'Zip', title: 'Deliverables' });

it('shows the latest version, with every version to pick and download', async () => {
  stubFetch({});
  renderWithPortal(
    <MediaModal items={[report, zip]} media={report} onSelect={jest.fn()} onClose={jest.fn()} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Design report' });
  const picker = within(dialog).getByRole('combobox', { name: 'Version' });
  expect(picker).toHaveValue('3');
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'v3 (latest) · 23 Nov 2026 · Ada Admin',
    'v2 · 22 Nov 2026',
    'v1 · 21 Nov 2026 · Ada Admin',
  ]);
  expect(within(dialog).getByRole('link', { name: 'Download report-v3.pdf' })).toHaveAttribute(
    'href',
    '/api/media/7/file?version=3',
  );
  await userEvent.selectOptions(picker, '1');
  expect(within(dialog).getByRole('link', { name: 'Download report-v1.pdf' })).toHaveAttribute(
    'href',
    '/api/media/7/file',
  );
});

it('compares the version before with the latest by default, and offers the other versions', async () => {
  stubFetch({});
  renderWithPortal(
    <MediaModal items={[report, zip]} media={report} onSelect={jest.fn()} onClose={jest.fn()} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Design report' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Compare' }));
  const left = within(dialog).getByRole('combobox', { name: 'Left' });
  expect(left).toHaveValue('v2');
  expect(within(dialog).getByRole('combobox', { name: 'Right' })).toHaveValue('v3');
  // A zip is not compared with a PDF: only the versions are offered.
  expect(
    within(left)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['v3 (latest)', 'v2', 'v1']);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the viewer' }));
  expect(within(dialog).getByRole('combobox', { name: 'Version' })).toBeInTheDocument();
});

it('has no picker or comparison for a medium of one version with nothing like it', async () => {
  stubFetch({});
  renderWithPortal(
    <MediaModal items={[zip]} media={zip} onSelect={jest.fn()} onClose={jest.fn()} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Deliverables' });
  expect(within(dialog).queryByRole('combobox', { name: 'Version' })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Compare' })).not.toBeInTheDocument();
});

it('opens a thread of an earlier version on that version, and keeps a version picked after', async () => {
  const onThread = threadOf(40, {
    mediaId: 7,
    version: 1,
    anchor: { kind: 'point', x: 0.5, y: 0.5, width: null, height: null, page: 1 },
  });
  stubFetch({
    'GET /api/media/7/comments?status=all&order=position': () =>
      json(200, listOf([onThread], { frameRate: null, duration: null })),
    'GET /api/media/7/review': () => json(200, reviewOf({ mediaId: 7, version: 3 })),
  });
  const review = { commentId: 40, onCommentChange: jest.fn() };
  renderWithPortal(
    <MediaModal
      items={[report]}
      media={report}
      onSelect={jest.fn()}
      onClose={jest.fn()}
      review={review}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Design report' });
  const picker = within(dialog).getByRole('combobox', { name: 'Version' });
  await waitFor(() => expect(picker).toHaveValue('1'));
  expect(within(dialog).getByRole('button', { name: /^Comment 40 .*, v1$/ })).toBeInTheDocument();
  await userEvent.selectOptions(picker, '3');
  expect(picker).toHaveValue('3');
});
