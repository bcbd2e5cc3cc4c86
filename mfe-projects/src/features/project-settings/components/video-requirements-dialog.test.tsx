import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import { ALL_ACCESS, projectOf } from '../../../testing/project';
import { ProjectSettingsMenu } from './project-settings-menu';

const URL = '/api/projects/7/video-requirements';
const defaults = {
  resolution: null,
  bitrate: { targetMbps: 10, marginMbps: null, comparison: 'LessThanEqual' },
  framerates: [30, 60],
};

const openRules = async (access = ALL_ACCESS) => {
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <ProjectSettingsMenu project={projectOf({ access })} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Project settings' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Video requirements' }));
  return screen.findByRole('dialog', { name: 'Video requirements' });
};

it('starts from the rules in force and saves a resolution, a margin and the framerates', async () => {
  const fetchMock = stubFetch({
    [`GET ${URL}`]: () => json(200, defaults),
    [`PUT ${URL}`]: (sent) => json(200, sent),
  });
  const dialog = await openRules();
  const framerates = await within(dialog).findByRole('textbox', {
    name: 'Allowed framerates (fps)',
  });
  expect(framerates).toHaveValue('30, 60');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Require a resolution' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Margin (Mbps)' }), '0.5');
  await userEvent.clear(framerates);
  await userEvent.type(framerates, '25, 50');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save requirements' }));
  expect(await screen.findByText(/^Video requirements saved\./)).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'PUT', URL)).toEqual([
    {
      resolution: { width: 1920, height: 1080, comparison: 'Exact' },
      bitrate: { targetMbps: 10, marginMbps: 0.5, comparison: 'LessThanEqual' },
      framerates: [25, 50],
    },
  ]);
});

it("checks the rules with the contract's messages before sending", async () => {
  const fetchMock = stubFetch({ [`GET ${URL}`]: () => json(200, defaults) });
  const dialog = await openRules();
  const framerates = await within(dialog).findByRole('textbox', {
    name: 'Allowed framerates (fps)',
  });
  await userEvent.clear(framerates);
  await userEvent.type(framerates, '30, fast');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save requirements' }));
  expect(
    await within(dialog).findByText('List one to ten framerates, each from 1 to 240 fps.', {
      selector: '.mantine-TextInput-error',
    }),
  ).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'PUT', URL)).toEqual([]);
});

it("is offered to the studio's managers only", async () => {
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <ProjectSettingsMenu project={projectOf({ access: { ...ALL_ACCESS, videoRules: false } })} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Project settings' }));
  await screen.findByRole('menuitem', { name: 'Edit project' });
  expect(screen.queryByRole('menuitem', { name: 'Video requirements' })).not.toBeInTheDocument();
});
