import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import { UPLOAD_LINK_MESSAGES, type UploadLink } from '@portal/shared';
import { NewUploadLinkForm } from './new-upload-link-form';

const ENDPOINT = '/api/posts/12/upload-links';
const GB = 1024 ** 3;
const created: UploadLink = {
  id: 3,
  postId: 12,
  label: 'Site photos',
  url: 'http://localhost:8080/upload/abc',
  createdDate: '2026-11-20T02:00:00.000Z',
  createdBy: 'Olivia Harbour',
  expiresDate: null,
  turnedOffDate: null,
  working: true,
  maxTotalBytes: 2.5 * GB,
  receivedBytes: 0,
  fileCount: 0,
  allowedTypes: ['Image'],
};

async function renderForm() {
  const fetchMock = stubFetch({
    [`GET ${ENDPOINT}`]: () => json(200, []),
    [`POST ${ENDPOINT}`]: () => json(201, created),
  });
  const onDone = jest.fn();
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <NewUploadLinkForm postId={12} onDone={onDone} />,
  );
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Last day' })).toBeEnabled());
  return { sent: () => bodiesSentTo(fetchMock, 'POST', ENDPOINT), onDone };
}

it('makes a link with a label, a size limit in GB and the kinds of file chosen', async () => {
  const { sent, onDone } = await renderForm();
  await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'Site photos');
  const limit = screen.getByRole('textbox', { name: 'Total size limit (GB)' });
  await userEvent.clear(limit);
  await userEvent.type(limit, '2.5');
  for (const kind of ['Videos', 'PDFs', 'Zip archives']) {
    await userEvent.click(screen.getByRole('checkbox', { name: kind }));
  }
  await userEvent.click(screen.getByRole('button', { name: 'Create upload link' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(sent()).toEqual([
    { label: 'Site photos', expiresOn: null, maxTotalBytes: 2.5 * GB, allowedTypes: ['Image'] },
  ]);
});

it('asks for at least one kind of file and a limit before sending', async () => {
  const { sent } = await renderForm();
  for (const kind of ['Images', 'Videos', 'PDFs', 'Zip archives']) {
    await userEvent.click(screen.getByRole('checkbox', { name: kind }));
  }
  await userEvent.clear(screen.getByRole('textbox', { name: 'Total size limit (GB)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create upload link' }));
  expect(await screen.findByText(UPLOAD_LINK_MESSAGES.typesRequired)).toBeInTheDocument();
  expect(screen.getByText(UPLOAD_LINK_MESSAGES.limitInvalid)).toBeInTheDocument();
  expect(sent()).toEqual([]);
});
