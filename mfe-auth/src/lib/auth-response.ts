import * as v from 'valibot';

/** The 200 answer of login and register: `{ success, message, redirectUrl }`. */
export const AuthResponseSchema = v.object({
  success: v.boolean(),
  message: v.nullish(v.string()),
  redirectUrl: v.nullish(v.string()),
});
/** The 200 answer of login and register. */
export type AuthResponse = v.InferOutput<typeof AuthResponseSchema>;
