import * as v from 'valibot';
import { apiGet } from '@portal/shared';

/** A client lookup item (spec point 3): id and name. */
export const ClientLookupSchema = v.array(v.object({ id: v.number(), name: v.string() }));
/** The clients a typeahead or picker offers. */
export type ClientLookupItem = v.InferOutput<typeof ClientLookupSchema>[number];

/** Query key of the client lookup (shared by the picker and the impersonation modal). */
export const CLIENT_LOOKUP_KEY = ['clients', 'lookup'] as const;

/** GET /api/clients/lookup. */
export const getClientLookup = (signal?: AbortSignal) =>
  apiGet('clients/lookup', ClientLookupSchema, { signal });
