import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal, stubFetch } from '@portal/shared/testing';
import type { MediaVersion } from '@portal/shared';
import { MediaModal } from '../media-modal';
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

// A PDF of three versions: its viewer is pdf.js, which jsdom does not run; the picker, the
// download and the comparison's choices are what is checked here.
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
