import { Select } from '@mantine/core';
import { PROJECT_VISIBILITIES, PROJECT_VISIBILITY } from '@portal/shared';
import { renderVisibilityOption, VisibilityIcon } from './visibility-icon';

/** The project visibility choice of the new-project and edit-project forms (values as text). */
export function VisibilitySelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Select
      label="Visibility"
      withAsterisk
      description="Who can see the project: its team only, invited people, the client's whole organisation, or everyone (Showcase)."
      data={PROJECT_VISIBILITIES.map((visibility) => ({
        value: String(visibility),
        label: PROJECT_VISIBILITY[visibility].label,
      }))}
      renderOption={renderVisibilityOption}
      leftSection={value ? <VisibilityIcon value={visibilityOf(value)} size={16} /> : undefined}
      allowDeselect={false}
      error={error}
      value={value}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}

/** A visibility chosen in the form, as the API takes it. */
export const visibilityOf = (value: string) =>
  Number(value) as (typeof PROJECT_VISIBILITIES)[number];
