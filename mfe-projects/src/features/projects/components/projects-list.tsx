import {
  Alert,
  Badge,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { ReactNode } from 'react';
import {
  ListHeader,
  ListPager,
  LoadError,
  useSearchPaging,
  VIEW_MODES,
  type ViewMode,
} from '@portal/shared';
import { PROJECTS_PAGE_SIZE, useProjects } from '../api/get-projects';
import { useListOptions } from '../hooks/use-list-options';
import { useViewMode } from '../hooks/use-view-mode';
import { ProjectCard } from './project-card';
import { ProjectsFilters } from './projects-filters';
import { ProjectsTable } from './projects-table';

/** My Projects: search, filters, sort, List or Grid (remembered), paging, and every state. */
export function ProjectsList({
  title = 'My Projects',
  actions,
}: {
  title?: string;
  /** Beside the view mode, composed by the routes ('New project'). */
  actions?: ReactNode;
}) {
  const { search, setSearch, debouncedSearch, page, setPage } = useSearchPaging();
  const { options, setOptions } = useListOptions(() => setPage(1));
  const [view, setView] = useViewMode();
  const { data, error, isPending, refetch } = useProjects({
    page,
    search: debouncedSearch,
    options,
  });
  const filtered = !!debouncedSearch || options.visibility !== null || options.clientId !== null;

  return (
    <Stack>
      <ListHeader
        title={title}
        search={{ label: 'Search projects', value: search, onChange: setSearch }}
      >
        <SegmentedControl
          aria-label="View mode"
          value={view}
          onChange={(value) => setView(value as ViewMode)}
          data={VIEW_MODES.map((mode) => ({ value: mode.value, label: mode.label }))}
        />
        {actions}
      </ListHeader>
      <ProjectsFilters options={options} clients={data?.clients ?? []} onChange={setOptions} />
      {isPending && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Projects"
        >
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} h={260} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {error && (
        <LoadError title="Your projects could not be loaded." onRetry={() => void refetch()} />
      )}
      {data && data.items.length === 0 && (
        <Alert color="gray" title={filtered ? 'No matching projects' : 'No projects yet'}>
          {filtered
            ? 'No project matches the search and filters.'
            : options.status === 'archived'
              ? 'No project is archived.'
              : 'When the studio shares a project with your organisation, it appears here.'}
        </Alert>
      )}
      {data && data.items.length > 0 && view === 'list' && (
        <ProjectsTable
          projects={data.items}
          sort={{ columnKey: options.sort, direction: options.direction }}
          onSort={({ columnKey, direction }) => setOptions({ sort: columnKey, direction })}
        />
      )}
      {data && data.items.length > 0 && view === 'grid' && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Projects"
        >
          {data.items.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </SimpleGrid>
      )}
      {data && (
        <ListPager
          page={page}
          total={data.total}
          pageSize={PROJECTS_PAGE_SIZE}
          onChange={setPage}
        />
      )}
      {data && (
        <Group justify="center" gap="xs">
          <Text size="xs" c="dimmed">
            {data.total} {data.total === 1 ? 'project' : 'projects'}
          </Text>
          {options.status !== 'active' && (
            <Badge size="xs" variant="light" color="gray">
              {options.status === 'archived' ? 'Archived' : 'Active and archived'}
            </Badge>
          )}
        </Group>
      )}
    </Stack>
  );
}
