import {
  ENGAGEMENT_MESSAGES,
  engagementTypeNames,
  type BodyOut,
  type engagementEndpoints,
} from '@portal/contract';
import { RateLimiter } from '../account/rate-limit.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { NotificationService } from '../notifications/service.js';
import type { RateLimitStore } from '../rate-limits/store.js';
import { activeAdminIds, insertEnquiry } from './repository.js';

/** An enquiry as the public endpoint parsed it. */
export type EnquiryInput = BodyOut<typeof engagementEndpoints.send>;

/** The window of the enquiry limits: an hour. */
export const ENQUIRY_WINDOW_MS = 60 * 60 * 1000;

/** The one key every enquiry counts under for the limit on everyone together. */
const EVERYONE = 'everyone';

/**
 * Counts enquiries per network address and from everyone together within an hour (the account
 * limiter's sliding window, with one shared key in the place of the e-mail address), so a script
 * cannot flood the table or the admins' bells.
 */
export function enquiryLimiter(store: RateLimitStore, limits: ApiConfig['enquiryLimits']) {
  const limiter = new RateLimiter(
    store,
    'enquiries',
    { perEmail: limits.total, perNetwork: limits.perAddress, windowMs: ENQUIRY_WINDOW_MS },
    ENGAGEMENT_MESSAGES.tooMany,
  );
  return {
    /** Counts one enquiry from the address, or throws the 429 once a limit is used up. */
    take: (network: string) => limiter.take(EVERYONE, network),
  };
}

/** What the admins' notification says about an enquiry: its services and organisation. */
export function enquirySummary(
  input: Pick<EnquiryInput, 'engagementTypes' | 'organisation' | 'email'>,
) {
  const services = engagementTypeNames(input.engagementTypes).join(', ');
  const from = input.organisation ? `${input.organisation} (${input.email})` : input.email;
  return `${services}, from ${from}.`;
}

/**
 * Stores the enquiry, then tells every active admin with an Alert (stored, then pushed live), so
 * the studio sees it at once; the Enquiries page of the admin area lists it.
 */
export async function receiveEnquiry(
  db: Db,
  notifications: NotificationService,
  input: EnquiryInput,
  ipAddress: string,
) {
  const id = await insertEnquiry(db, {
    name: input.name,
    email: input.email,
    organisation: input.organisation || null,
    phone: input.phone || null,
    engagement_types: input.engagementTypes,
    message: input.message,
    ip_address: ipAddress,
    created_at: new Date().toISOString(),
  });
  await notifications.createForUsers(await activeAdminIds(db), {
    type: 'Alert',
    title: ENGAGEMENT_MESSAGES.notificationTitle(input.name),
    message: enquirySummary(input),
    data: { enquiryId: id },
    mail: { kind: 'enquiry', waiting: true },
  });
  return id;
}
