import * as v from 'valibot';
import { apiGet } from '@portal/shared';

const IdSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

const UserLookupSchema = v.array(
  v.object({
    id: IdSchema,
    email: v.string(),
    client_ID: v.nullable(v.number()),
    clientName: v.nullable(v.string()),
    isInternal: v.boolean(),
  }),
);

/** GET /api/users/lookup: the users the signed-in person may impersonate (spec point 3). */
export const getUserLookup = (signal?: AbortSignal) =>
  apiGet('users/lookup', UserLookupSchema, { signal });
