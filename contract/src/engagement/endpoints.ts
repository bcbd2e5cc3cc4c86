import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../paging.ts';
import {
  EngagementEnquiryRequestSchema,
  EnquiryHandledRequestSchema,
  EnquiryListQuerySchema,
  EnquiryPageSchema,
  EnquiryReceiptSchema,
  EnquirySchema,
} from './enquiries.ts';

const tag = 'Engagement';

/** Engagement enquiries: the public form's send, the admin list and its handled mark. */
export const engagementEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/engagement/enquiries',
    tag,
    summary:
      "Stores a visitor's enquiry (201) and notifies the studio's admins; rate-limited per network address.",
    body: EngagementEnquiryRequestSchema,
    response: EnquiryReceiptSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/enquiries',
    tag,
    summary: 'A page of enquiries, newest first: open, handled or all, searched by name or e-mail.',
    query: EnquiryListQuerySchema,
    response: EnquiryPageSchema,
  }),
  setHandled: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/enquiries/:id/handled',
    tag,
    summary: 'Marks an enquiry handled (by the caller) or open again; answers the enquiry.',
    params: IdParamsSchema,
    body: EnquiryHandledRequestSchema,
    response: EnquirySchema,
  }),
};
