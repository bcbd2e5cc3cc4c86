import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import { ALL_ACCESS, postOf, projectOf } from '../../../testing/project';
import { AddMediaButton } from './add-media-button';

const URL = '/api/posts/1/media';
const post = postOf({ id: 1, title: 'Dusk renders' });

const render = (access = ALL_ACCESS) =>
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <AddMediaButton project={projectOf({ access })} post={post} />,
  );

const openForm = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Add link to Dusk renders' }));
  return screen.findByRole('dialog', { name: 'Add link to Dusk renders' });
};

const chooseType = async (dialog: HTMLElement, type: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Content type/ }));
  await userEvent.click(await screen.findByRole('option', { name: type }));
};

it('links a medium by its address, with its type, title and description', async () => {
  const added = {
    id: 9,
    mediaType: 'Pdf',
    title: 'Design brief',
    description: 'Rev C.',
    file: { fileName: 'brief.pdf', fileUri: 'https://files.example.com/brief.pdf' },
    url: 'https://files.example.com/brief.pdf',
    thumbnailUrl: '',
    contentType: 'application/pdf',
    size: null,
    variant: null,
    linked: true,
  };
  const fetchMock = stubFetch({ [`POST ${URL}`]: () => json(201, added) });
  render();
  const dialog = await openForm();
  await chooseType(dialog, 'Pdf File');
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /Address/ }),
    'https://files.example.com/brief.pdf',
  );
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Design brief');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Rev C.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
  expect(await screen.findByText('Media added.')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', URL)).toEqual([
    {
      mediaType: 'Pdf',
      fileUri: 'https://files.example.com/brief.pdf',
      title: 'Design brief',
      description: 'Rev C.',
      variant: null,
    },
  ]);
});

it("checks the fields with the API's rules, asks a Pixel Stream for its variant, and shows the API's refusal", async () => {
  const refusal =
    'ArcaneMirage streams can only be opened from arcanemirage.com, *.arcanemirage.com.';
  const fetchMock = stubFetch({
    [`POST ${URL}`]: () => json(400, { message: 'x', errors: { FileUri: [refusal] } }),
  });
  render();
  const dialog = await openForm();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
  expect(await within(dialog).findByText('Choose a content type.')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter the address of the file.')).toBeInTheDocument();

  await chooseType(dialog, 'Pixel Stream');
  const address = within(dialog).getByRole('textbox', { name: /Address/ });
  await userEvent.type(address, 'http://stream.example.com/');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Live tour');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
  expect(
    await within(dialog).findByText(
      'The address must start with https:// (http:// only for this computer).',
    ),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('Choose where the stream runs.')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', URL)).toEqual([]);

  await userEvent.click(within(dialog).getByRole('combobox', { name: /Where the stream runs/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Arcane Mirage' }));
  await userEvent.clear(address);
  await userEvent.type(address, 'https://stream.example.com/');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
  expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', URL)).toEqual([
    {
      mediaType: 'PixelStream',
      fileUri: 'https://stream.example.com/',
      title: 'Live tour',
      description: '',
      variant: 'ArcaneMirage',
    },
  ]);
});

it('is not offered to those who may not edit posts', () => {
  render({ ...ALL_ACCESS, editPosts: false });
  expect(screen.queryByRole('button', { name: /Add link/ })).not.toBeInTheDocument();
});
