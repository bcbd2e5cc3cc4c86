import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { MAIL_KINDS, MailDeliverySchema, MailKindSchema, UnsubscribeTopicSchema } from './kinds.ts';

const tag = 'E-mail';

/** One kind's setting: how its e-mails go, and whether the person chose it (else the default). */
export const MailPreferenceSchema = v.object({
  kind: MailKindSchema,
  delivery: MailDeliverySchema,
  chosen: v.boolean(),
});
/** One kind's e-mail setting. */
export type MailPreference = v.InferOutput<typeof MailPreferenceSchema>;

/** Every kind's setting, in the contract's order of kinds. */
export const MailPreferencesSchema = v.object({ preferences: v.array(MailPreferenceSchema) });

/** The kinds to change (the others stay as they are). */
export const MailPreferencesChangeSchema = v.object({
  preferences: v.pipe(
    v.record(MailKindSchema, MailDeliverySchema),
    v.check((map) => Object.keys(map).length > 0, 'Choose at least one setting.'),
  ),
});

/** An unsubscribe link's token (signed over the person and the kind). */
export const UnsubscribeQuerySchema = v.object({
  token: v.pipe(v.string(), v.minLength(1, 'The unsubscribe link has no token.')),
});

/**
 * What an unsubscribe token is for (the page asks before it changes anything): its kind, the
 * address it stops mail to (the holder of the link got it there), and whether that is already off.
 */
export const UnsubscribeInfoSchema = v.object({
  topic: UnsubscribeTopicSchema,
  email: v.string(),
  stopped: v.boolean(),
});

/** The answer of an unsubscribe: what is now off, and the sentence saying so. */
export const UnsubscribedSchema = v.object({ topic: UnsubscribeTopicSchema, message: v.string() });

/** E-mail settings of the signed-in person, and the e-mailed one-click unsubscribe. */
export const mailEndpoints = {
  preferences: defineEndpoint({
    method: 'GET',
    path: '/api/account/mail-preferences',
    tag,
    summary: `The caller's e-mail setting of each kind (${MAIL_KINDS.join(', ')}).`,
    response: MailPreferencesSchema,
  }),
  changePreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/account/mail-preferences',
    tag,
    summary: "Changes the caller's e-mail settings of the kinds given; answers every kind's.",
    body: MailPreferencesChangeSchema,
    response: MailPreferencesSchema,
  }),
  unsubscribeInfo: defineEndpoint({
    method: 'GET',
    path: '/api/mail/unsubscribe',
    tag,
    summary:
      'What an e-mailed unsubscribe token is for; changes nothing (mail scanners open links). 400 when it was tampered with.',
    query: UnsubscribeQuerySchema,
    response: UnsubscribeInfoSchema,
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/mail/unsubscribe',
    tag,
    summary:
      'Turns the token’s kind of e-mail (or its daily digest) off for its person, without signing in (the page’s button, and RFC 8058 one-click: `List-Unsubscribe=One-Click` form data). 400 when the token was tampered with.',
    query: UnsubscribeQuerySchema,
    response: UnsubscribedSchema,
  }),
};
