import * as v from 'valibot';

// Impersonation (spec points 3, 5 and 8): start, stop, and what the session acts as now.

/** Answer of a successful start (spec point 8). */
export const IMPERSONATION_STARTED = 'Impersonation started successfully';
/** Answer of a successful stop (spec point 8). */
export const IMPERSONATION_STOPPED = 'Impersonation stopped successfully';

const USER_ID = 'UserId must be a user id.';
const CLIENT_ID = 'ClientId must be a whole number.';

// The typeahead's keys are strings; ids as JSON numbers are accepted as well.
const ImpersonatedUserIdSchema = v.pipe(
  v.union([v.string(), v.number()], USER_ID),
  v.transform((value) =>
    typeof value === 'number' ? value : /^\d{1,15}$/.test(value.trim()) ? Number(value) : NaN,
  ),
  v.number(USER_ID),
  v.integer(USER_ID),
  v.minValue(1, USER_ID),
);

// An integer, as spec point 5 says; a string is refused rather than guessed at.
const ImpersonatedClientIdSchema = v.pipe(
  v.number(CLIENT_ID),
  v.integer(CLIENT_ID),
  v.minValue(1, CLIENT_ID),
  v.maxValue(Number.MAX_SAFE_INTEGER, CLIENT_ID),
);

/** POST /api/account/impersonate/start (spec point 3): both optional; null counts as absent. */
export const StartImpersonationRequestSchema = v.object({
  userId: v.nullish(ImpersonatedUserIdSchema),
  clientId: v.nullish(ImpersonatedClientIdSchema),
});
/** What the modal sends to start. */
export type StartImpersonationRequest = v.InferInput<typeof StartImpersonationRequestSchema>;
/** The start request, as the API reads it. */
export type StartImpersonationInput = v.InferOutput<typeof StartImpersonationRequestSchema>;

/** The answer of a start or a stop. */
export const ImpersonationResultSchema = v.object({ success: v.boolean(), message: v.string() });

/** GET /api/account/impersonation-details (spec point 3): whom and which client it acts as. */
export const ImpersonationDetailsSchema = v.object({
  isImpersonating: v.boolean(),
  /** Null while acting as oneself (for a chosen client, or not at all). */
  userId: v.nullable(v.string()),
  clientId: v.nullable(v.number()),
});
/** What the session acts as. */
export type ImpersonationDetails = v.InferOutput<typeof ImpersonationDetailsSchema>;
