import { useMutation } from '@tanstack/react-query';
import {
  callApi,
  engagementEndpoints,
  readXsrfToken,
  systemEndpoints,
  type EngagementEnquiryRequest,
} from '@portal/shared';

/**
 * POST /api/engagement/enquiries. Like every change it carries the anti-forgery token, which any
 * GET of /api hands out; the page normally has it from the user state, and fetches it first when
 * it does not (a visitor whose first call this is).
 */
export const useSendEnquiry = () =>
  useMutation({
    mutationFn: async (enquiry: EngagementEnquiryRequest) => {
      if (!readXsrfToken()) await callApi(systemEndpoints.health);
      return callApi(engagementEndpoints.send, { body: enquiry });
    },
  });
