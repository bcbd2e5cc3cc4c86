import * as v from 'valibot';

const USER_ID = 'UserId must be a user id.';
const CLIENT_ID = 'ClientId must be a whole number.';

// The typeahead's keys are strings; ids as JSON numbers are accepted as well.
const UserIdSchema = v.pipe(
  v.union([v.string(), v.number()], USER_ID),
  v.transform((value) =>
    typeof value === 'number' ? value : /^\d{1,15}$/.test(value.trim()) ? Number(value) : NaN,
  ),
  v.number(USER_ID),
  v.integer(USER_ID),
  v.minValue(1, USER_ID),
);

// An integer, as spec point 5 says; a string is refused rather than guessed at.
const ClientIdSchema = v.pipe(
  v.number(CLIENT_ID),
  v.integer(CLIENT_ID),
  v.minValue(1, CLIENT_ID),
  v.maxValue(Number.MAX_SAFE_INTEGER, CLIENT_ID),
);

/** POST /api/account/impersonate/start (spec point 3): both optional; null counts as absent. */
export const StartImpersonationSchema = v.object({
  userId: v.nullish(UserIdSchema),
  clientId: v.nullish(ClientIdSchema),
});

/** The parsed start payload. */
export type StartImpersonationInput = v.InferOutput<typeof StartImpersonationSchema>;
