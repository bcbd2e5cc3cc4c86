import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal, stubFetch, json } from '@portal/shared/testing';
import type { MediaType } from '@portal/shared';
import { ReviewTransportProvider, shareReviewTransport } from './api/review-transport';
import { EXPORT_FAILED, ExportMenu } from './export-menu';
import { ReviewMediumProvider } from './review-context';

const file = (body: string, name: string) =>
  new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="x"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

/** What the page saved: each download's name and text. */
function savedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

function renderMenu(mediaType: MediaType, version = 1, latestVersion = version) {
  renderWithPortal(
    <ReviewMediumProvider
      mediaId={12}
      mediaType={mediaType}
      frameRate={24}
      people={[]}
      version={version}
      latestVersion={latestVersion}
    >
      <ExportMenu />
    </ReviewMediumProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

it("saves a video's threads as Resolve markers under the name the API gives", async () => {
  const saved = savedFiles();
  stubFetch({
    'GET /api/media/12/comments/export?format=edl': () =>
      file('TITLE: Fly-through', 'Fly-through – comments.edl'),
  });
  renderMenu('Video');
  await userEvent.click(screen.getByRole('button', { name: 'Export comments' }));
  // The first menu of the run opens late on a busy machine (its transition's first frame).
  const edl = await screen.findByRole(
    'menuitem',
    { name: 'Export comments: DaVinci Resolve markers (EDL)' },
    { timeout: 5000 },
  );
  await userEvent.click(edl);
  await waitFor(() =>
    expect(saved.map((each) => each.name)).toEqual(['Fly-through – comments.edl']),
  );
  expect(await saved[0]!.blob.text()).toBe('TITLE: Fly-through');
});

it('offers a video its spreadsheet, its report and the three kinds of markers', async () => {
  renderMenu('Video');
  await userEvent.click(screen.getByRole('button', { name: 'Export comments' }));
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  expect(items).toEqual([
    'Spreadsheet (CSV)',
    'Review report (PDF)',
    'DaVinci Resolve markers (EDL)',
    'Final Cut Pro markers (FCPXML)',
    'Premiere Pro markers (XML)',
  ]);
});

it('offers an image no markers, and the version on view or all versions', async () => {
  const saved = savedFiles();
  stubFetch({
    'GET /api/media/12/comments/export?format=csv&version=2': () =>
      file('v2', 'Dusk – comments v2.csv'),
  });
  renderMenu('Image', 2, 3);
  await userEvent.click(screen.getByRole('button', { name: 'Export comments' }));
  const items = await screen.findAllByRole('menuitem');
  expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
    'Export comments of v2: Spreadsheet (CSV)',
    'Export comments of v2: Review report (PDF)',
    'Export comments of all versions: Spreadsheet (CSV)',
    'Export comments of all versions: Review report (PDF)',
  ]);
  await userEvent.click(items[0]!);
  await waitFor(() => expect(saved.map((each) => each.name)).toEqual(['Dusk – comments v2.csv']));
});

it('exports every version of a medium with several, leaving the version out', async () => {
  const saved = savedFiles();
  stubFetch({
    'GET /api/media/12/comments/export?format=csv': () => file('all', 'Dusk – comments.csv'),
  });
  renderMenu('Image', 2, 3);
  await userEvent.click(screen.getByRole('button', { name: 'Export comments' }));
  await userEvent.click(
    await screen.findByRole('menuitem', {
      name: 'Export comments of all versions: Spreadsheet (CSV)',
    }),
  );
  await waitFor(() => expect(saved.map((each) => each.name)).toEqual(['Dusk – comments.csv']));
});

it('says why an export was refused, and saves nothing', async () => {
  const saved = savedFiles();
  stubFetch({
    'GET /api/media/12/comments/export?format=pdf': () =>
      json(403, { message: 'You do not have permission to do that.' }),
  });
  renderMenu('Video');
  await userEvent.click(screen.getByRole('button', { name: 'Export comments' }));
  await userEvent.click(
    await screen.findByRole('menuitem', { name: 'Export comments: Review report (PDF)' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `${EXPORT_FAILED} You do not have permission to do that.`,
  );
  expect(saved).toEqual([]);
});

it("offers a review link's guests an export only when the link lets them download", () => {
  const guestMenu = (exports: boolean) =>
    renderWithPortal(
      <ReviewTransportProvider value={shareReviewTransport('tok', undefined, undefined, exports)}>
        <ReviewMediumProvider mediaId={12} mediaType="Video" frameRate={24} people={[]}>
          <ExportMenu />
        </ReviewMediumProvider>
      </ReviewTransportProvider>,
    );
  const none = guestMenu(false);
  expect(screen.queryByRole('button', { name: 'Export comments' })).toBeNull();
  none.unmount();
  guestMenu(true);
  expect(screen.getByRole('button', { name: 'Export comments' })).toBeInTheDocument();
});
