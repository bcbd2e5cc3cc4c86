import { callApi, projectEndpoints, type MediaChangesRequest } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** PUT /api/media/{id}: a medium's title and description. */
export const useUpdateMedia = (mediaId: number) =>
  useProjectChange((body: MediaChangesRequest) =>
    callApi(projectEndpoints.updateMedia, { params: { id: mediaId }, body }),
  );
