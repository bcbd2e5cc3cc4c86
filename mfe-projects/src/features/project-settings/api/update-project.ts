import { callApi, projectEndpoints, type ProjectChangesRequest } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** PUT /api/projects/{id}: the project's name, description and visibility. */
export const useUpdateProject = (projectId: number) =>
  useProjectChange((body: ProjectChangesRequest) =>
    callApi(projectEndpoints.update, { params: { id: projectId }, body }),
  );
