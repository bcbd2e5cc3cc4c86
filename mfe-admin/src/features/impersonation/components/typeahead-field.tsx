import { Autocomplete } from '@mantine/core';
import { filterGroups, type TypeaheadGroup } from '../lib/typeahead';

/** Maximum height of the typeahead dropdown (spec points 2 and 9). */
export const TYPEAHEAD_MAX_HEIGHT = 500;

/** Props of TypeaheadField. */
interface TypeaheadFieldProps {
  label: string;
  groups: TypeaheadGroup[];
  text: string;
  onTextChange: (text: string) => void;
  disabled?: boolean;
  error?: string;
}

/** A grouped typeahead; what the text selects is decided by the caller (autoSelect). */
export function TypeaheadField({
  label,
  groups,
  text,
  onTextChange,
  disabled,
  error,
}: TypeaheadFieldProps) {
  return (
    <Autocomplete
      label={label}
      value={text}
      onChange={onTextChange}
      disabled={disabled}
      error={error}
      maxDropdownHeight={TYPEAHEAD_MAX_HEIGHT}
      data={filterGroups(groups, text).map((group) => ({
        group: group.groupName,
        items: group.items.map((item) => item.value),
      }))}
      // Filtering is ours (filterGroups), so the spec's rule lives in one tested place.
      filter={({ options }) => options}
      clearable
    />
  );
}
