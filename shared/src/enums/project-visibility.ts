/** One project visibility level (spec point 3). */
export interface VisibilityInfo {
  value: number;
  name: string;
  label: string;
  /** Mantine badge colour. */
  color: string;
  /** Tabler icon name. */
  icon: string;
}

/** Project visibility levels, numeric as the API sends them. */
export const PROJECT_VISIBILITY: readonly VisibilityInfo[] = [
  { value: 1, name: 'Restricted', label: 'Restricted', color: 'red', icon: 'lock' },
  { value: 2, name: 'Invite', label: 'Invite only', color: 'orange', icon: 'user-plus' },
  { value: 3, name: 'Organisation', label: 'Organisation', color: 'blue', icon: 'building' },
  { value: 99, name: 'Showcase', label: 'Showcase', color: 'teal', icon: 'world' },
];

/** The visibility entry of a value; unknown values get a neutral entry naming the number. */
export const projectVisibility = (value: number): VisibilityInfo =>
  PROJECT_VISIBILITY.find((level) => level.value === value) ?? {
    value,
    name: 'Unknown',
    label: `Visibility ${value}`,
    color: 'gray',
    icon: 'help',
  };
