import { Autocomplete } from '@mantine/core';
import { autoSelect, filterGroups, type TypeaheadGroup } from '../lib/typeahead';

/** Maximum height of the typeahead dropdown (spec point 2). */
export const TYPEAHEAD_MAX_HEIGHT = 500;

/** Props of TypeaheadField. */
interface TypeaheadFieldProps {
  label: string;
  groups: TypeaheadGroup[];
  text: string;
  onTextChange: (text: string) => void;
  disabled?: boolean;
}

/** A grouped typeahead: substring filter, and the typed text selects on a single exact match. */
export function TypeaheadField({
  label,
  groups,
  text,
  onTextChange,
  disabled,
}: TypeaheadFieldProps) {
  const selected = autoSelect(groups, text);
  return (
    <Autocomplete
      label={label}
      value={text}
      onChange={onTextChange}
      disabled={disabled}
      maxDropdownHeight={TYPEAHEAD_MAX_HEIGHT}
      limit={500}
      data={filterGroups(groups, text).map((group) => ({
        group: group.groupName,
        items: group.items.map((item) => item.value),
      }))}
      // Filtering is ours (filterGroups) so the rule lives in one tested place.
      filter={({ options }) => options}
      description={text && !selected ? 'No exact match selected yet' : undefined}
      clearable
    />
  );
}
