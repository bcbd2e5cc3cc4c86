import {
  hostAllowed,
  MEDIA_MESSAGES,
  PIXEL_STREAM_HOSTS,
  type PixelStreamVariant,
} from '@portal/contract';
import { badRequest } from '../http/errors.js';

/** The hosts a variant's streams may come from: the providers', or the studio's own (config). */
export const streamHostsOf = (variant: PixelStreamVariant, internal: readonly string[]) =>
  variant === 'Internal' ? internal : PIXEL_STREAM_HOSTS[variant];

/** Refuses a stream address whose host is not one of its variant's (400 on FileUri). */
export function checkStreamAddress(
  variant: PixelStreamVariant,
  address: string,
  internal: readonly string[],
) {
  const hosts = streamHostsOf(variant, internal);
  if (hostAllowed(new URL(address).hostname, hosts)) return;
  const message = MEDIA_MESSAGES.streamHostNotAllowed(variant, hosts.length ? hosts : ['(none)']);
  throw badRequest(message, { FileUri: [message] });
}
