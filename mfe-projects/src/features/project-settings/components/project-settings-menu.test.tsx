import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import type { ProjectDetail } from '@portal/shared';
import { ALL_ACCESS, projectOf } from '../../../testing/project';
import { ProjectSettingsMenu } from './project-settings-menu';

const render = (project: ProjectDetail) =>
  renderAt('/projects/:projectId', '/projects/7', <ProjectSettingsMenu project={project} />);

const choose = async (item: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Project settings' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
};

it('edits the name, visibility and description, keeping the client', async () => {
  const project = projectOf();
  const fetchMock = stubFetch({ 'PUT /api/projects/7': () => json(200, project) });
  render(project);
  await choose('Edit project');
  const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
  expect(within(dialog).getByRole('textbox', { name: 'Client' })).toHaveValue(
    'Harbour & Co Architects',
  );
  const name = within(dialog).getByRole('textbox', { name: /Name/ });
  await userEvent.clear(name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await within(dialog).findByText('Enter a project name.')).toBeInTheDocument();
  await userEvent.type(name, 'Waterfront Pavilion, stage 2');
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Visibility/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Showcase' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Project saved.')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'PUT', '/api/projects/7')).toEqual([
    { name: 'Waterfront Pavilion, stage 2', visibility: 99, description: 'A timber pavilion.' },
  ]);
});

it('archives only once asked, and restores an archived project', async () => {
  const fetchMock = stubFetch({
    'PUT /api/projects/7/archived': () => json(200, projectOf()),
  });
  const { unmount } = render(projectOf());
  await choose('Archive project');
  const dialog = await screen.findByRole('dialog', { name: 'Archive this project?' });
  expect(dialog).toHaveTextContent('nothing new can be added until it is restored');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Archive project' }));
  expect(await screen.findByText(/^Project archived\./)).toBeInTheDocument();
  unmount();

  render(projectOf({ archived: true }));
  await userEvent.click(screen.getByRole('button', { name: 'Project settings' }));
  expect(await screen.findAllByRole('menuitem')).toHaveLength(1);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Restore project' }));
  await waitFor(() =>
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/projects/7/archived')).toEqual([
      { archived: true },
      { archived: false },
    ]),
  );
});

it('is offered only to those who may manage the project', () => {
  render(projectOf({ access: { ...ALL_ACCESS, manage: false } }));
  expect(screen.queryByRole('button', { name: 'Project settings' })).not.toBeInTheDocument();
});
