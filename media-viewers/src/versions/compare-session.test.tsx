import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewLive, reviewSessions, type MediaVersion, type PresenterView } from '@portal/shared';
import {
  json,
  renderWithPortal,
  resetStores,
  signIn,
  stubFetch,
  userState,
} from '@portal/shared/testing';
import { MediaModal } from '../media-modal';
import { listOf, reviewOf } from '../review/testing/review-fixtures';
import { mediaOf } from '../testing/media';

// The dialog's comparison in a live session (issue 50): it keeps the review panel and the
// session bar, the presenter's view carries it, and a follower's dialog opens it to match.
jest.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: () => null,
  Page: () => null,
}));

const versionOf = (number: number): MediaVersion => ({
  number,
  fileName: `report-v${number}.pdf`,
  contentType: 'application/pdf',
  size: 1000,
  uploadedDate: '2026-11-2' + number + 'T03:00:00Z',
  uploadedBy: 'Ada Admin',
  fileUrl: `/api/media/7/file?version=${number}`,
  thumbnailUrl: '',
  frameRate: null,
  duration: null,
});
const report = mediaOf({
  id: 7,
  mediaType: 'Pdf',
  title: 'Design report',
  version: 3,
  file: { fileName: 'report-v3.pdf', fileUri: '/api/media/7/file?version=3' },
  versions: [versionOf(1), versionOf(2), versionOf(3)],
});
const ADA = { userId: 3, name: 'Ada Admin' };
const OLIVIA = { userId: 7, name: 'Olivia Harbour' };
const COMPARING: PresenterView = {
  kind: 'image',
  zoom: 1,
  x: 0.5,
  y: 0.5,
  version: 3,
  compare: { mode: 'wipe', wipe: 0.25, versions: [1, 3] },
};

let detach: () => void;
let invoke: jest.Mock;
beforeEach(() => {
  invoke = jest.fn(() => Promise.resolve());
  detach = reviewLive.attach({ invoke });
  stubFetch({
    'GET /api/media/7/comments?status=all&order=position': () =>
      json(200, listOf([], { frameRate: null, duration: null })),
    'GET /api/media/7/review': () => json(200, reviewOf({ mediaId: 7, version: 3 })),
  });
});
afterEach(() => {
  detach();
  resetStores();
});

const announce = (presenter: typeof ADA | null) =>
  act(() => reviewSessions.deliverSession({ mediaId: 7, presenter, watchers: [ADA, OLIVIA] }));
const state = (seq: number, view: PresenterView) =>
  act(async () =>
    reviewSessions.deliverState({ mediaId: 7, seq, at: Date.now(), presenter: ADA, state: view }),
  );
const openDialog = async () => {
  renderWithPortal(
    <MediaModal
      items={[report]}
      media={report}
      onSelect={jest.fn()}
      onClose={jest.fn()}
      review={{ commentId: null, onCommentChange: jest.fn() }}
    />,
  );
  return screen.findByRole('dialog', { name: 'Design report' });
};
const sentViews = () =>
  invoke.mock.calls
    .filter(([method]) => method === 'SendPresenterState')
    .map(([, , view]) => view as PresenterView);

it('keeps the panel and the session while comparing, and presents the comparison', async () => {
  signIn(userState({ user: { ...userState().user!, id: '3', userName: ADA.name } }));
  const dialog = await openDialog();
  announce(ADA);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Compare' }));
  await within(dialog).findByRole('radiogroup', { name: 'Comparison mode' });
  expect(within(dialog).getByRole('combobox', { name: 'Left' })).toHaveValue('v2');
  // The session bar and the review panel are still there.
  expect(within(dialog).getByRole('region', { name: 'Live session' })).toHaveTextContent(
    'You are presenting',
  );
  await waitFor(() =>
    expect(sentViews().at(-1)).toEqual({
      kind: 'image',
      zoom: 1,
      x: 0.5,
      y: 0.5,
      version: 3,
      compare: { mode: 'side', wipe: 0.5, versions: [2, 3] },
    }),
  );
  await userEvent.click(await within(dialog).findByRole('radio', { name: 'Wipe' }));
  await waitFor(() =>
    expect(sentViews().at(-1)?.compare).toEqual({ mode: 'wipe', wipe: 0.5, versions: [2, 3] }),
  );
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Left' }), 'v1');
  await waitFor(() =>
    expect(sentViews().at(-1)?.compare).toEqual({ mode: 'wipe', wipe: 0.5, versions: [1, 3] }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the viewer' }));
  expect(within(dialog).getByRole('combobox', { name: 'Version' })).toBeInTheDocument();
});

it('opens the presenter’s comparison for a follower, and closes it with theirs', async () => {
  signIn(userState({ user: { ...userState().user!, id: '7', userName: OLIVIA.name } }));
  const dialog = await openDialog();
  announce(ADA);
  // The PDF viewer is drawn as nothing here (no live view of its own): the follower starts in
  // a comparison, whose session bar offers Follow.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Compare' }));
  await within(dialog).findByRole('radiogroup', { name: 'Comparison mode' });
  await state(1, COMPARING);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Follow' }));
  expect(within(dialog).getByRole('combobox', { name: 'Left' })).toHaveValue('v1');
  expect(within(dialog).getByRole('combobox', { name: 'Right' })).toHaveValue('v3');
  expect(await within(dialog).findByRole('radio', { name: 'Wipe' })).toBeChecked();
  expect(within(dialog).getByRole('slider', { name: 'Divider position' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  await state(2, { ...COMPARING, compare: { mode: 'side', wipe: 0.25, versions: [1, 3] } });
  expect(within(dialog).getByRole('radio', { name: 'Side by side' })).toBeChecked();
  await state(3, { kind: 'image', zoom: 1, x: 0.5, y: 0.5, version: 3, compare: null });
  expect(within(dialog).getByRole('combobox', { name: 'Version' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('combobox', { name: 'Left' })).not.toBeInTheDocument();
});
