import { screen, within } from '@testing-library/react';
import { renderAt } from '@portal/shared/testing';
import type { UploadLink } from '@portal/shared';
import { UploadLinksTable } from './upload-links-table';

const MB = 1024 ** 2;
const link = (id: number, change: Partial<UploadLink>): UploadLink => ({
  id,
  postId: 12,
  label: `Link ${id}`,
  url: `http://localhost:8080/upload/token-${id}`,
  createdDate: '2026-11-20T02:00:00.000Z',
  createdBy: 'Olivia Harbour',
  expiresDate: null,
  turnedOffDate: null,
  working: true,
  maxTotalBytes: 100 * MB,
  receivedBytes: 0,
  fileCount: 0,
  allowedTypes: ['Image'],
  ...change,
});

it('keeps a link turned off listed with what it took, with nothing to copy or turn off (walk D28)', () => {
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <UploadLinksTable
      postId={12}
      links={[
        link(2, {}),
        link(1, {
          working: false,
          turnedOffDate: '2026-12-01T03:00:00.000Z',
          receivedBytes: 4 * MB,
          fileCount: 3,
        }),
        link(0, { working: false, expiresDate: '2026-11-30T03:00:00.000Z' }),
      ]}
    />,
  );
  const [, working, off, expired] = within(
    screen.getByRole('table', { name: 'Upload links' }),
  ).getAllByRole('row');
  expect(within(working!).getByRole('button', { name: 'Turn off link: Link 2' })).toBeEnabled();
  expect(working).toHaveTextContent('http://localhost:8080/upload/token-2');
  expect(off).toHaveTextContent('Turned off');
  expect(off).toHaveTextContent('4 MB of 100 MB');
  expect(off).toHaveTextContent('3 files');
  expect(off).toHaveTextContent(/Turned off 1 Dec 2026/);
  expect(off).not.toHaveTextContent('token-1');
  expect(within(off!).queryByRole('button')).not.toBeInTheDocument();
  expect(expired).toHaveTextContent(/Expired 30 Nov 2026/);
  expect(within(expired!).queryByRole('button')).not.toBeInTheDocument();
});

it('says there is none yet when the post has no link at all', () => {
  renderAt('/projects/:projectId', '/projects/7', <UploadLinksTable postId={12} links={[]} />);
  expect(screen.getByText('No upload links yet. Create one below.')).toBeInTheDocument();
});
