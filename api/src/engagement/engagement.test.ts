import { ENGAGEMENT_MESSAGES, NOTIFICATION_CREATED, type Enquiry } from '@portal/contract';
import { storedNotifications, withRecordingApp } from '../test/comments-support.js';
import { enquiry, SEND, visitorAt } from '../test/engagement-support.js';
import { userIdOf } from '../test/test-app.js';

const api = withRecordingApp();
const LIST = '/api/admin/enquiries';

let address = 0;
/** A visitor at an address no other test used, so the per-address limit never interferes. */
const visitor = () => visitorAt(() => api.app, `192.0.2.${(address += 1)}`);

const adminIds = async () =>
  (
    await api.db
      .selectFrom('users')
      .select('id')
      .where('is_admin', '=', 1)
      .where('disabled', '=', 0)
      .execute()
  ).map((row) => row.id);

it('stores an enquiry (201) and an admin lists it, newest first', async () => {
  const response = await (
    await visitor()
  ).send(enquiry({ name: '  Stored Sam  ', phone: '+61 2 9999 0000' }));
  expect(response.statusCode).toBe(201);
  const { id } = response.json<{ id: number }>();
  expect(id).toBeGreaterThan(0);

  const admin = await api.signedIn('admin@example.com');
  const page = (await admin.request('GET', LIST)).json<{ total: number; items: Enquiry[] }>();
  expect(page.items[0]).toMatchObject({
    id,
    name: 'Stored Sam',
    email: 'pat@visitor.example.com',
    organisation: 'Visitor Pty Ltd',
    phone: '+61 2 9999 0000',
    engagementTypes: 9,
    message: 'We would like a walkthrough of a new library.',
    handledDate: null,
    handledBy: null,
  });
  expect(Date.parse(page.items[0]!.createdDate)).not.toBeNaN();
  const stored = await api.db
    .selectFrom('engagement_enquiries')
    .select('ip_address')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(stored.ip_address).toBe(`192.0.2.${address}`);
});

it('keeps an enquiry without organisation, phone or message', async () => {
  const body = { name: 'Min', email: 'min@example.com', engagementTypes: 2 };
  const response = await (await visitor()).send(body);
  expect(response.statusCode).toBe(201);
  const admin = await api.signedIn('admin@example.com');
  const [latest] = (await admin.request('GET', LIST)).json<{ items: Enquiry[] }>().items;
  expect(latest).toMatchObject({ name: 'Min', organisation: null, phone: null, message: '' });
});

it('answers bad input with a 400 naming each field', async () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: '   ' }, 'Name', ENGAGEMENT_MESSAGES.nameRequired],
    [{ name: undefined }, 'Name', ENGAGEMENT_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(201) }, 'Name', ENGAGEMENT_MESSAGES.nameTooLong],
    [{ email: 'not-an-address' }, 'Email', 'Please enter a valid email address'],
    [{ organisation: 'x'.repeat(201) }, 'Organisation', ENGAGEMENT_MESSAGES.organisationTooLong],
    [{ phone: 'call me' }, 'Phone', ENGAGEMENT_MESSAGES.phoneInvalid],
    [{ engagementTypes: 0 }, 'EngagementTypes', ENGAGEMENT_MESSAGES.typesRequired],
    [{ engagementTypes: undefined }, 'EngagementTypes', ENGAGEMENT_MESSAGES.typesRequired],
    [{ engagementTypes: 16 }, 'EngagementTypes', ENGAGEMENT_MESSAGES.typesInvalid],
    [{ engagementTypes: 1.5 }, 'EngagementTypes', ENGAGEMENT_MESSAGES.typesInvalid],
    [{ engagementTypes: '1' }, 'EngagementTypes', ENGAGEMENT_MESSAGES.typesRequired],
    [{ message: 'x'.repeat(2001) }, 'Message', ENGAGEMENT_MESSAGES.messageTooLong],
  ];
  const browser = await visitor();
  for (const [changes, field, message] of cases) {
    const response = await browser.send(enquiry(changes));
    expect([field, response.statusCode]).toEqual([field, 400]);
    expect(response.json().errors[field]).toContain(message);
  }
  expect(api.pushed).toEqual([]);
});

it('is taken from a partner site’s frame (no anti-forgery cookies there), and only as JSON', async () => {
  const ip = `192.0.2.${(address += 1)}`;
  const framed = await api.app.inject({
    method: 'POST',
    url: SEND,
    remoteAddress: ip,
    payload: enquiry({ name: 'Framed Fran' }),
  });
  expect(framed.statusCode).toBe(201);
  // A form another site's page could post without a CORS preflight is refused.
  const forged = await api.app.inject({
    method: 'POST',
    url: SEND,
    remoteAddress: ip,
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify(enquiry({ name: 'Forged Fred' })),
  });
  expect(forged.statusCode).toBeGreaterThanOrEqual(400);
  expect(forged.statusCode).toBeLessThan(500);
  const names = await api.db.selectFrom('engagement_enquiries').select('name').execute();
  expect(names.map((row) => row.name)).toContain('Framed Fran');
  expect(names.map((row) => row.name)).not.toContain('Forged Fred');
});

it('notifies every active admin live with an Alert, and nobody else', async () => {
  const admins = await adminIds();
  expect(admins.length).toBeGreaterThan(0);
  const response = await (
    await visitor()
  ).send(enquiry({ name: 'Live Lee', engagementTypes: 4 | 2 }));
  const { id } = response.json<{ id: number }>();

  const pushedTo = api.pushed.filter((frame) => frame.target === NOTIFICATION_CREATED);
  expect(pushedTo.map((frame) => frame.userId).sort()).toEqual([...admins].sort());
  expect(pushedTo[0]!.args[0]).toMatchObject({
    type: 'Alert',
    title: 'New enquiry from Live Lee',
    message: 'Render, Interactive, from Visitor Pty Ltd (pat@visitor.example.com).',
    data: JSON.stringify({ enquiryId: id }),
  });
  const [stored] = (await storedNotifications(api.db, admins[0]!, 'Alert')).slice(-1);
  expect(stored).toMatchObject({ title: 'New enquiry from Live Lee', data: { enquiryId: id } });

  const client = await userIdOf(api.db, 'client@example.com');
  expect(await storedNotifications(api.db, client, 'Alert')).toEqual([]);
  const casey = await api.signedIn('client@example.com');
  const titles = (await casey.request('GET', '/api/user-notifications?limit=50'))
    .json()
    .map((n: { title: string }) => n.title);
  expect(titles).not.toContain('New enquiry from Live Lee');
  // The bell reads it like any other notification.
  const admin = await api.signedIn('admin@example.com');
  const [latest] = (await admin.request('GET', '/api/user-notifications')).json();
  expect(latest).toMatchObject({
    type: 'Alert',
    title: 'New enquiry from Live Lee',
    isRead: false,
  });
});

it('marks an enquiry handled by the admin, reopens it, and filters by status', async () => {
  const { id } = (await (await visitor()).send(enquiry({ name: 'Handled Hana' }))).json<{
    id: number;
  }>();
  const admin = await api.signedIn('admin@example.com');
  const handled = await admin.request('PUT', `${LIST}/${id}/handled`, { handled: true });
  expect(handled.statusCode).toBe(200);
  expect(handled.json()).toMatchObject({ id, handledBy: expect.any(String) });
  expect(Date.parse(handled.json().handledDate)).not.toBeNaN();

  const names = async (status: string) =>
    (await admin.request('GET', `${LIST}?status=${status}&pageSize=100`))
      .json<{ items: Enquiry[] }>()
      .items.map((item) => item.name);
  expect(await names('handled')).toContain('Handled Hana');
  expect(await names('open')).not.toContain('Handled Hana');
  expect(await names('all')).toContain('Handled Hana');

  const reopened = await admin.request('PUT', `${LIST}/${id}/handled`, { handled: false });
  expect(reopened.json()).toMatchObject({ id, handledDate: null, handledBy: null });
  expect(await names('open')).toContain('Handled Hana');
  expect(await names('handled')).not.toContain('Handled Hana');

  const search = await admin.request('GET', `${LIST}?search=hana`);
  expect(search.json().items.map((item: Enquiry) => item.name)).toEqual(['Handled Hana']);
  expect((await admin.request('GET', `${LIST}?status=nope`)).statusCode).toBe(400);
  expect((await admin.request('PUT', `${LIST}/999999/handled`, { handled: true })).statusCode).toBe(
    404,
  );
  expect((await admin.request('PUT', `${LIST}/${id}/handled`, { handled: 'yes' })).statusCode).toBe(
    400,
  );
});

it('keeps the list and the handled mark for admins: 401 for visitors, 403 for others', async () => {
  const { id } = (await (await visitor()).send(enquiry())).json<{ id: number }>();
  const anonymous = api.visitor();
  await anonymous.request('GET', '/api/account/user-state');
  expect((await anonymous.request('GET', LIST)).statusCode).toBe(401);
  expect(
    (await anonymous.request('PUT', `${LIST}/${id}/handled`, { handled: true })).statusCode,
  ).toBe(401);
  for (const email of ['client@example.com', 'showcase@example.com']) {
    const user = await api.signedIn(email);
    expect((await user.request('GET', LIST)).statusCode).toBe(403);
    expect((await user.request('PUT', `${LIST}/${id}/handled`, { handled: true })).statusCode).toBe(
      403,
    );
  }
});
