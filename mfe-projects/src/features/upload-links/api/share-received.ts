import { callApi, uploadLinkEndpoints } from '@portal/shared';
import { useProjectChange } from '../../../lib/use-project-change';

/** POST /api/media/{id}/share: one received file, shared; the project page is refetched. */
export const useShareReceivedFile = () =>
  useProjectChange((mediaId: number) =>
    callApi(uploadLinkEndpoints.shareReceived, { params: { id: mediaId } }),
  );

/** POST /api/posts/{postId}/received/share: every received file of the post, shared. */
export const useShareAllReceived = (postId: number) =>
  useProjectChange(() => callApi(uploadLinkEndpoints.shareAllReceived, { params: { postId } }));
