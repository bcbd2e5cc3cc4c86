import { useMutation } from '@tanstack/react-query';
import { callApi, engagementEndpoints, type EngagementEnquiryRequest } from '@portal/shared';

/**
 * POST /api/engagement/enquiries. It needs no anti-forgery token: the form may sit in a partner's
 * iframe, where the portal's SameSite=Strict cookies are never sent (see api/src/engagement/CONTEXT.md).
 */
export const useSendEnquiry = () =>
  useMutation({
    mutationFn: (enquiry: EngagementEnquiryRequest) =>
      callApi(engagementEndpoints.send, { body: enquiry }),
  });
