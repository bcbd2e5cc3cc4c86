import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  formatDate,
  SortableHeader,
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
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover aria-label="Projects">
        <SortableHeader columns={COLUMNS} sort={sort} onSort={onSort} />
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
