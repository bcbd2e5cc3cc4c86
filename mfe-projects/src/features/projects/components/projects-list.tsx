import {
  Alert,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { VIEW_MODES, type ViewMode } from '@portal/shared';
import { PROJECTS_PAGE_SIZE, useProjects } from '../api/get-projects';
import { ProjectCard } from './project-card';

/** My Projects: search, list or grid, paging, with loading, error and empty states. */
export function ProjectsList({ title = 'My Projects' }: { title?: string }) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<ViewMode>('grid');
  const { data, error, isPending, refetch } = useProjects({ page, search: debouncedSearch });
  const pages = data ? Math.max(1, Math.ceil(data.total / PROJECTS_PAGE_SIZE)) : 1;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        <Group>
          <TextInput
            aria-label="Search projects"
            placeholder="Search projects"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <SegmentedControl
            aria-label="View mode"
            value={view}
            onChange={(value) => setView(value as ViewMode)}
            data={VIEW_MODES.map((mode) => ({ value: mode.value, label: mode.label }))}
          />
        </Group>
      </Group>
      {isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} h={260} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {error && (
        <Alert color="red" title="Your projects could not be loaded.">
          <Button size="xs" mt="xs" onClick={() => void refetch()}>
            Retry
          </Button>
        </Alert>
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
      {data && pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages" />
        </Group>
      )}
      {data && (
        <Text size="xs" c="dimmed" ta="center">
          {data.total} {data.total === 1 ? 'project' : 'projects'}
        </Text>
      )}
    </Stack>
  );
}
