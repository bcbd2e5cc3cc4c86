import * as v from 'valibot';

const NAME_REQUIRED = 'Name is required.';
const NAME_TOO_LONG = 'Name must be at most 100 characters.';

/** POST /api/admin/clients and PUT /api/admin/clients/{id}: a trimmed name of 1–100 characters. */
export const ClientNameSchema = v.object(
  {
    name: v.pipe(
      v.string(NAME_REQUIRED),
      v.trim(),
      v.minLength(1, NAME_REQUIRED),
      v.maxLength(100, NAME_TOO_LONG),
      v.regex(/^[^\p{Cc}]*$/u, 'Name must not contain control characters.'),
    ),
  },
  // Also the message of a missing name and of a body that is not an object.
  NAME_REQUIRED,
);
