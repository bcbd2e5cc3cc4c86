import * as v from 'valibot';
import { pathOf } from '../endpoint.ts';

// Clients (spec point 7): the admin list and its create, rename and logo upload; the lookup the
// pickers offer; the showcase user's choice of client.

/** Where a client's logo is served (public: the header shows it before sign-in). */
export const CLIENT_LOGO_PATH = '/api/clients/:id/logo';
/** The URL of a client's logo: what `logoUrl` carries. */
export const clientLogoUrl = (id: number): string => pathOf(CLIENT_LOGO_PATH, { id });

/** Text of the 400 (field ClientId) or 404 for a client id that does not exist. */
export const CLIENT_NOT_FOUND = 'That client does not exist.';
/** Text of the 400 for a client name already in use (case-insensitive). */
export const CLIENT_NAME_TAKEN = 'A client with this name already exists.';

/** The longest client name. */
export const CLIENT_NAME_MAX_LENGTH = 100;
const NAME_REQUIRED = 'Name is required.';

/** A client's name: trimmed, 1–100 characters, no control characters. */
export const ClientNameSchema = v.pipe(
  v.string(NAME_REQUIRED),
  v.trim(),
  v.minLength(1, NAME_REQUIRED),
  v.maxLength(CLIENT_NAME_MAX_LENGTH, `Name must be at most ${CLIENT_NAME_MAX_LENGTH} characters.`),
  v.regex(/^[^\p{Cc}]*$/u, 'Name must not contain control characters.'),
);

/** POST /api/admin/clients and PUT /api/admin/clients/{id}: `{ name }`. */
export const ClientNameRequestSchema = v.object(
  { name: ClientNameSchema },
  // Also the message of a body that is not an object.
  NAME_REQUIRED,
);
/** What the create and rename forms send. */
export type ClientNameRequest = v.InferInput<typeof ClientNameRequestSchema>;

/** A client as the admin area shows it, with how many users and projects it has. */
export const AdminClientSchema = v.object({
  id: v.number(),
  name: v.string(),
  isInternal: v.boolean(),
  /** Null until a logo is uploaded. */
  logoUrl: v.nullable(v.string()),
  userCount: v.number(),
  projectCount: v.number(),
});
/** A client as the admin area shows it. */
export type AdminClient = v.InferOutput<typeof AdminClientSchema>;

/** A client lookup item (spec point 3): id and name. */
export const ClientLookupItemSchema = v.object({ id: v.number(), name: v.string() });
/** A client lookup item. */
export type ClientLookupItem = v.InferOutput<typeof ClientLookupItemSchema>;

/** POST /api/users/current/client: the showcase user's client, null for none. */
export const ChangeClientRequestSchema = v.object({
  ClientId: v.nullable(
    v.pipe(v.number('ClientId must be a number or null.'), v.integer(), v.minValue(1)),
  ),
});
/** What the client picker sends. */
export type ChangeClientRequest = v.InferInput<typeof ChangeClientRequestSchema>;

/** The image types a logo may be (decided from its bytes, never from the name). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
/** One accepted logo type. */
export type LogoType = (typeof LOGO_TYPES)[number];
/** The largest logo accepted, in bytes (512 KB). */
export const LOGO_MAX_BYTES = 512 * 1024;

/** Texts of a refused logo upload (all filed under the field Logo). */
export const LOGO_MESSAGES = {
  required: 'Choose a logo file to upload.',
  tooLarge: 'The logo must be at most 512 KB.',
  wrongType: 'The logo must be a PNG, JPEG, SVG or WebP image.',
  unsafeSvg: 'The SVG logo must not contain scripts, event handlers or links to code.',
  notMultipart: 'Send the logo as multipart/form-data.',
  unreadable: 'The upload could not be read.',
} as const;

/** PUT /api/admin/clients/{id}/logo: multipart form data with one file, `logo`. */
export const LogoUploadSchema = v.object({ logo: v.blob(LOGO_MESSAGES.required) });
