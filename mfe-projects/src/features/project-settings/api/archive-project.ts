import { callApi, projectEndpoints } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** PUT /api/projects/{id}/archived: archives the project, or restores it. */
export const useArchiveProject = (projectId: number) =>
  useProjectChange((archived: boolean) =>
    callApi(projectEndpoints.archive, { params: { id: projectId }, body: { archived } }),
  );
