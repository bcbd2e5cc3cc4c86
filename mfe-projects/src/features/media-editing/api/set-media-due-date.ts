import { callApi, reviewEndpoints, type DueDateRequest } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** PUT /api/media/{id}/due-date: the day a medium is due for review (null: its post's day). */
export const useSetMediaDueDate = (mediaId: number) =>
  useProjectChange((body: DueDateRequest) =>
    callApi(reviewEndpoints.mediaDueDate, { params: { id: mediaId }, body }),
  );
