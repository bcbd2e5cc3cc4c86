import { PROJECT_VISIBILITIES } from '@portal/contract';
import { projectVisibility } from './project-visibility';

it('labels every visibility level the API sends', () => {
  expect(projectVisibility(99)).toMatchObject({ name: 'Showcase', icon: 'world' });
  expect(projectVisibility(1)).toMatchObject({ name: 'Restricted', icon: 'lock' });
  expect(PROJECT_VISIBILITIES.map((value) => projectVisibility(value).label)).toEqual([
    'Restricted',
    'Invite',
    'Organisation',
    'Showcase',
  ]);
});
