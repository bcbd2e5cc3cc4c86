import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PROJECT_MESSAGES } from '@portal/shared';
import { bodiesSentTo, json, renderAt, signIn, stubFetch, userState } from '@portal/shared/testing';
import { NewProjectButton } from './new-project-button';

const CREATOR = ['Engage.Project.View', 'Engage.Project.Create'];
const clients = [
  { id: 2, name: 'Harbour & Co Architects' },
  { id: 3, name: 'Southern Cross Developments' },
];
const page = (
  <Routes>
    <Route path="/projects" element={<NewProjectButton />} />
    <Route path="/projects/:id" element={<p>Project page</p>} />
  </Routes>
);

// The form test types, picks and submits three times; busy cores may need more than 5 s.
jest.setTimeout(20_000);

it('is offered only to holders of Engage.Project.Create', () => {
  signIn(userState({ userClaims: ['Engage.Project.View'] }));
  renderAt('/*', '/projects', page);
  expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
});

it("puts the API's field message on its field, then creates the project and opens it", async () => {
  signIn(userState({ userClaims: CREATOR }));
  let taken = true;
  const fetch = stubFetch({
    'GET /api/projects/clients': () => json(200, clients),
    'POST /api/projects': () =>
      taken
        ? json(400, { message: 'Invalid', errors: { Name: [PROJECT_MESSAGES.nameTaken] } })
        : json(201, {
            id: 42,
            name: 'Ferry Terminal',
            description: '',
            clientId: 3,
            clientName: 'Southern Cross Developments',
            visibility: 3,
            updatedDate: '2026-11-20T02:00:00.000Z',
            archived: false,
            posts: [],
            access: { manage: true, editPosts: true, publish: true, comment: true },
          }),
  });
  renderAt('/*', '/projects', page);
  await userEvent.click(screen.getByRole('button', { name: 'New project' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
  expect(await screen.findByText(PROJECT_MESSAGES.nameRequired)).toBeInTheDocument();
  expect(screen.getByText(PROJECT_MESSAGES.clientRequired)).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ferry Terminal');
  await userEvent.click(screen.getByRole('combobox', { name: 'Client' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Southern Cross Developments' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
  expect(await screen.findByText(PROJECT_MESSAGES.nameTaken)).toBeInTheDocument();
  taken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
  expect(await screen.findByText('Project page')).toBeInTheDocument();
  expect(bodiesSentTo(fetch, 'POST', '/api/projects').at(-1)).toEqual({
    name: 'Ferry Terminal',
    description: '',
    clientId: 3,
    visibility: 3,
  });
});
