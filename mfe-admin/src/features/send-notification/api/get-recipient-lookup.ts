import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '@portal/shared';
import { retryUnlessRefused } from '../../../lib/api/retry';

// Only what choosing a recipient needs; the lookup's other fields serve impersonation.
const RecipientSchema = v.array(
  v.object({
    id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    email: v.string(),
    clientName: v.nullable(v.string()),
  }),
);
/** A user an admin can send a notification to. */
export type Recipient = v.InferOutput<typeof RecipientSchema>[number];

/** GET /api/users/lookup: every user, offered by e-mail. */
export const useRecipientLookup = () =>
  useQuery({
    queryKey: ['users', 'lookup', 'recipients'],
    retry: retryUnlessRefused,
    queryFn: ({ signal }) => apiGet('users/lookup', RecipientSchema, { signal }),
  });
