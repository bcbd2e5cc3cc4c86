import { Anchor, Table, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  formatDate,
  type ProjectSortKey,
  type ProjectSummary,
  type SortOption,
} from '@portal/shared';
import { VisibilityBadge } from './visibility-badge';

const COLUMNS: { key: ProjectSortKey; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'clientName', label: 'Client' },
  { key: 'visibility', label: 'Visibility' },
  { key: 'postCount', label: 'Posts' },
  { key: 'updatedDate', label: 'Last updated' },
];

const ariaSort = (sort: SortOption<ProjectSortKey>, key: ProjectSortKey) =>
  sort.columnKey !== key ? 'none' : sort.direction === 'Ascending' ? 'ascending' : 'descending';

/** The List view: one row per project, each column header sorting the list by it. */
export function ProjectsTable({
  projects,
  sort,
  onSort,
}: {
  projects: ProjectSummary[];
  sort: SortOption<ProjectSortKey>;
  onSort: (sort: SortOption<ProjectSortKey>) => void;
}) {
  const toggle = (key: ProjectSortKey) =>
    onSort({
      columnKey: key,
      direction:
        sort.columnKey === key && sort.direction === 'Ascending' ? 'Descending' : 'Ascending',
    });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover aria-label="Projects">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(({ key, label }) => (
              <Table.Th key={key} aria-sort={ariaSort(sort, key)}>
                <UnstyledButton fw={600} fz="sm" onClick={() => toggle(key)}>
                  {label}
                  {sort.columnKey === key && (sort.direction === 'Ascending' ? ' ▲' : ' ▼')}
                </UnstyledButton>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.id}>
              <Table.Td>
                <Anchor component={Link} to={`/projects/${project.id}`} fw={600}>
                  {project.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{project.clientName}</Table.Td>
              <Table.Td>
                <VisibilityBadge value={project.visibility} />
              </Table.Td>
              <Table.Td>{project.postCount}</Table.Td>
              <Table.Td>{formatDate(project.updatedDate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
