import { ActionIcon, Group, Select } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import {
  PROJECT_VISIBILITY,
  PROJECT_VISIBILITIES,
  type ClientLookupItem,
  type ProjectSortKey,
} from '@portal/shared';
import { renderVisibilityOption } from '../../../components/visibility-icon';
import type { ListOptions } from '../hooks/use-list-options';

const SORTS: { value: ProjectSortKey; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'clientName', label: 'Client' },
  { value: 'visibility', label: 'Visibility' },
  { value: 'updatedDate', label: 'Last updated' },
  { value: 'postCount', label: 'Posts' },
];

const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
];

/** The list's filters (visibility, client when there are several, status) and its sort. */
export function ProjectsFilters({
  options,
  clients,
  onChange,
}: {
  options: ListOptions;
  clients: ClientLookupItem[];
  onChange: (changes: Partial<ListOptions>) => void;
}) {
  const ascending = options.direction === 'Ascending';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Visibility"
        w={160}
        data={[
          { value: '', label: 'All' },
          ...PROJECT_VISIBILITIES.map((value) => ({
            value: String(value),
            label: PROJECT_VISIBILITY[value].label,
          })),
        ]}
        value={options.visibility === null ? '' : String(options.visibility)}
        renderOption={renderVisibilityOption}
        onChange={(value) =>
          onChange({ visibility: value ? (Number(value) as ListOptions['visibility']) : null })
        }
        allowDeselect={false}
      />
      {clients.length > 1 && (
        <Select
          label="Client"
          w={220}
          data={[
            { value: '', label: 'All clients' },
            ...clients.map((client) => ({ value: String(client.id), label: client.name })),
          ]}
          value={options.clientId === null ? '' : String(options.clientId)}
          onChange={(value) => onChange({ clientId: value ? Number(value) : null })}
          allowDeselect={false}
        />
      )}
      <Select
        label="Status"
        w={130}
        data={STATUSES}
        value={options.status}
        onChange={(value) => value && onChange({ status: value as ListOptions['status'] })}
        allowDeselect={false}
      />
      <Select
        label="Sort by"
        w={160}
        data={SORTS}
        value={options.sort}
        onChange={(value) => value && onChange({ sort: value as ProjectSortKey })}
        allowDeselect={false}
      />
      <ActionIcon
        variant="default"
        size="lg"
        mb={2}
        aria-label={ascending ? 'Sort descending' : 'Sort ascending'}
        onClick={() => onChange({ direction: ascending ? 'Descending' : 'Ascending' })}
      >
        {ascending ? (
          <IconSortAscending size={18} aria-hidden />
        ) : (
          <IconSortDescending size={18} aria-hidden />
        )}
      </ActionIcon>
    </Group>
  );
}
