import { Alert, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  ListHeader,
  ListPager,
  LoadError,
  useSearchPaging,
  VIEW_MODES,
  type ViewMode,
} from '@portal/shared';
import { PROJECTS_PAGE_SIZE, useProjects } from '../api/get-projects';
import { ProjectCard } from './project-card';

/** My Projects: search, list or grid, paging, with loading, error and empty states. */
export function ProjectsList({ title = 'My Projects' }: { title?: string }) {
  const { search, setSearch, debouncedSearch, page, setPage } = useSearchPaging();
  const [view, setView] = useState<ViewMode>('grid');
  const { data, error, isPending, refetch } = useProjects({ page, search: debouncedSearch });

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
      </ListHeader>
      {isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} h={260} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {error && (
        <LoadError title="Your projects could not be loaded." onRetry={() => void refetch()} />
      )}
      {data && data.items.length === 0 && (
        <Alert color="gray" title={debouncedSearch ? 'No matching projects' : 'No projects yet'}>
          {debouncedSearch
            ? 'No project name contains that text.'
            : 'When the studio shares a project with your organisation, it appears here.'}
        </Alert>
      )}
      {data && data.items.length > 0 && (
        <SimpleGrid cols={view === 'grid' ? { base: 1, sm: 2, lg: 3 } : 1}>
          {data.items.map((project) => (
            <ProjectCard key={project.id} project={project} layout={view} />
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
        <Text size="xs" c="dimmed" ta="center">
          {data.total} {data.total === 1 ? 'project' : 'projects'}
        </Text>
      )}
    </Stack>
  );
}
