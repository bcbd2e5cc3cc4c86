import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithPortal, stubFetch } from '@portal/shared/testing';
import type { DownloadJob } from '@portal/shared';
import { DownloadsPageView } from './downloads-page-view';

const job = (id: number, extra: Partial<DownloadJob> = {}): DownloadJob => ({
  id,
  projectId: 3,
  postId: 7,
  status: 'Completed',
  progress: 100,
  fileName: `renders-${id}.zip`,
  fileSize: 2_400_000,
  errorMessage: null,
  notificationId: 40 + id,
  createdDate: '2026-11-20T02:00:00.000Z',
  startedDate: '2026-11-20T02:00:01.000Z',
  completedDate: '2026-11-20T02:00:05.000Z',
  expiresDate: '2026-11-27T02:00:05.000Z',
  downloadUrl: `/api/download-jobs/${id}/download`,
  ...extra,
});
const LIST = 'GET /api/download-jobs?limit=10';
const running = (progress: number): Partial<DownloadJob> => ({
  status: progress === 0 ? 'Queued' : 'Processing',
  progress,
  fileSize: null,
  completedDate: null,
  expiresDate: null,
  downloadUrl: null,
});
const sent = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url));

it('lists the jobs with their state: finished ones to download again, running ones with a bar', async () => {
  stubFetch({
    [LIST]: () =>
      json(200, [
        job(2, {
          status: 'Processing',
          progress: 40,
          fileSize: null,
          expiresDate: null,
          downloadUrl: null,
        }),
        job(1),
        job(3, {
          status: 'Failed',
          errorMessage: 'A file of the post could not be read.',
          fileSize: null,
        }),
      ]),
  });
  renderWithPortal(<DownloadsPageView />);
  const table = await screen.findByRole('table', { name: 'Downloads' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    within(rows[0]!).getByRole('progressbar', { name: 'renders-2.zip: Processing' }),
  ).toHaveAttribute('aria-valuenow', '40');
  expect(within(rows[0]!).queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
  expect(within(rows[1]!).getByRole('link', { name: 'Download renders-1.zip' })).toHaveAttribute(
    'href',
    '/api/download-jobs/1/download',
  );
  expect(rows[1]).toHaveTextContent('2.3 MB');
  expect(rows[2]).toHaveTextContent('A file of the post could not be read.');
});

it('deletes a job once asked, and the list follows', async () => {
  let jobs = [job(1)];
  const fetchMock = stubFetch({
    [LIST]: () => json(200, jobs),
    'DELETE /api/download-jobs/1': () => {
      jobs = [];
      return json(200, { success: true });
    },
  });
  renderWithPortal(<DownloadsPageView />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete renders-1.zip' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this download?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete download' }));
  expect(
    await screen.findByText(
      "No downloads yet. 'Download files' on a post packs its files into a zip for you.",
    ),
  ).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/download-jobs/1',
    expect.objectContaining({ method: 'DELETE' }),
  );
});

it('shows ten at first, and ten more when asked', async () => {
  const many = Array.from({ length: 10 }, (_, index) => job(index + 1));
  stubFetch({
    [LIST]: () => json(200, many),
    'GET /api/download-jobs?limit=20': () => json(200, [...many, job(11)]),
  });
  renderWithPortal(<DownloadsPageView />);
  await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
  expect(await screen.findByRole('link', { name: 'Download renders-11.zip' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});

it('follows a running job with GET download-jobs/{id} until it finishes, the row showing each state', async () => {
  jest.useFakeTimers();
  try {
    let answer = job(2, running(0));
    const fetchMock = stubFetch({
      [LIST]: () => json(200, [job(2, running(0)), job(1)]),
      'GET /api/download-jobs/2': () => json(200, answer),
    });
    renderWithPortal(<DownloadsPageView />);
    expect(
      await screen.findByRole('progressbar', { name: 'renders-2.zip: Queued' }),
    ).toBeInTheDocument();

    answer = job(2, running(60));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(
      await screen.findByRole('progressbar', { name: 'renders-2.zip: Processing' }),
    ).toHaveAttribute('aria-valuenow', '60');

    answer = job(2);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('link', { name: 'Download renders-2.zip' })).toHaveAttribute(
      'href',
      '/api/download-jobs/2/download',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    // Finished: nothing is read again, the list was read once, and the finished job never.
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(sent(fetchMock)).toEqual([
      '/api/download-jobs?limit=10',
      '/api/download-jobs/2',
      '/api/download-jobs/2',
    ]);
  } finally {
    jest.useRealTimers();
  }
});
