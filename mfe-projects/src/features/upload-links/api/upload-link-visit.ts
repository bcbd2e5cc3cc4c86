import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  callApi,
  postWithProgress,
  uploadLinkEndpoints,
  type ShareGuestRequest,
  type UploadTransport,
} from '@portal/shared';

const visitKey = (token: string) => ['mfe-projects', 'upload-link', token] as const;

/** GET /api/upload-links/{token}: the link's page, its limits and who this visit said it was. */
export const useUploadLinkVisit = (token: string) =>
  useQuery({
    queryKey: visitKey(token),
    queryFn: () => callApi(uploadLinkEndpoints.open, { params: { token } }),
    // A link turned off or unknown stays so: asking again would only say it again.
    retry: false,
  });

/** POST …/sender: who sends the files; the page then shows the uploader. */
export function useIntroduceSender(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareGuestRequest) =>
      callApi(uploadLinkEndpoints.sender, { params: { token }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKey(token) }),
  });
}

/** The chunked upload's calls through the link (@portal/shared's `uploadFile`). */
export const linkTransport = (token: string): UploadTransport => ({
  status: (uploadId, signal) =>
    callApi(uploadLinkEndpoints.status, { params: { token, uploadId }, signal }),
  postChunk: (body, signal, onProgress) =>
    postWithProgress(uploadLinkEndpoints.chunk, { params: { token }, body, signal, onProgress }),
  finalize: (body, signal) =>
    callApi(uploadLinkEndpoints.finalize, { params: { token }, body, signal }),
  cancel: (uploadId) => callApi(uploadLinkEndpoints.cancel, { params: { token, uploadId } }),
  preview: (id, signal) => callApi(uploadLinkEndpoints.preview, { params: { token, id }, signal }),
});
