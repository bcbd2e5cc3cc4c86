import type { ProjectVisibility, ProjectVisibilityName } from '@portal/contract';

/** How a project visibility level is presented (spec point 3). */
export interface VisibilityInfo {
  value: ProjectVisibility;
  name: ProjectVisibilityName;
  label: string;
  /** Mantine badge colour. */
  color: string;
  /** Tabler icon name. */
  icon: string;
}

/** Project visibility levels by the number the API sends. */
export const PROJECT_VISIBILITY = {
  1: { value: 1, name: 'Restricted', label: 'Restricted', color: 'red', icon: 'lock' },
  2: { value: 2, name: 'Invite', label: 'Invite', color: 'orange', icon: 'user-plus' },
  3: { value: 3, name: 'Organisation', label: 'Organisation', color: 'blue', icon: 'building' },
  99: { value: 99, name: 'Showcase', label: 'Showcase', color: 'teal', icon: 'world' },
} as const satisfies { [V in ProjectVisibility]: VisibilityInfo & { value: V } };

/** The presentation of a visibility level. */
export const projectVisibility = (value: ProjectVisibility): VisibilityInfo =>
  PROJECT_VISIBILITY[value];
