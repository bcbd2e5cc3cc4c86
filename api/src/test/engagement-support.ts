import type { FastifyInstance } from 'fastify';

/** A valid enquiry, with whatever a test changes. */
export const enquiry = (changes: Record<string, unknown> = {}) => ({
  name: 'Pat Visitor',
  email: 'pat@visitor.example.com',
  organisation: 'Visitor Pty Ltd',
  engagementTypes: 1 | 8,
  message: 'We would like a walkthrough of a new library.',
  ...changes,
});

/** The public send. */
export const SEND = '/api/engagement/enquiries';

/**
 * An anonymous browser at a network address of its own (`request.ip`), so each test counts from
 * zero: it keeps the anti-forgery cookies of its first GET and sends the token with every POST
 * unless told not to.
 */
export async function visitorAt(app: () => FastifyInstance, ip: string) {
  const first = await app().inject({
    method: 'GET',
    url: '/api/account/user-state',
    remoteAddress: ip,
  });
  const cookies = Object.fromEntries(first.cookies.map((c) => [c.name, c.value]));
  return {
    send: (body: unknown, { xsrf = true } = {}) =>
      app().inject({
        method: 'POST',
        url: SEND,
        remoteAddress: ip,
        cookies,
        headers: xsrf ? { 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' } : {},
        payload: body as object,
      }),
  };
}
