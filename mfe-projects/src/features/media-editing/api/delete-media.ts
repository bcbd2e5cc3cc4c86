import { callApi, projectEndpoints } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** DELETE /api/media/{id}: removes a medium from its post. */
export const useDeleteMedia = (mediaId: number) =>
  useProjectChange(() => callApi(projectEndpoints.deleteMedia, { params: { id: mediaId } }));
