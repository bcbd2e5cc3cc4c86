import { createMemoryMailer, type Mail } from '../account/mailer.js';
import { mailSent, notify, outboxOf } from '../test/mail-support.js';
import { startTestApp, userIdOf, type TestApp } from '../test/test-app.js';
import { MailWorker } from './mail-worker.js';
import { unsubscribeTokens } from './unsubscribe-token.js';

const LIAM = 'liam@southerncross.example.com';
let api: TestApp;

beforeAll(async () => {
  api = await startTestApp({ mailOptions: { retryDelaysMs: [20, 20], pollMs: 10 } });
});
afterAll(() => api.close());

/** A worker of another process on the same database, sending with `send`. */
function otherWorker(send: (mail: Mail) => Promise<void>) {
  return new MailWorker(
    api.db,
    { send },
    { publicUrl: api.config.publicUrl, tokens: unsubscribeTokens(api.config.secret) },
    { pollMs: 10, leaseMs: 200, retryDelaysMs: [20, 20] },
  );
}

it('retries a failing SMTP send with a wait, then sends once', async () => {
  await api.app.notificationMail.worker.stop(); // the test's own worker sends here
  const liamId = await userIdOf(api.db, LIAM);
  let calls = 0;
  const sent: Mail[] = [];
  const worker = otherWorker(async (mail) => {
    calls += 1;
    if (calls < 3) throw new Error('421 Service not available');
    sent.push(mail);
  });
  const id = await notify(api, liamId, { kind: 'estimate', waiting: true });
  worker.start();
  let row;
  do {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.idle();
    row = (await outboxOf(api.db, liamId)).find((r) => r.notification_id === id);
  } while (row?.status !== 'Sent' && row?.status !== 'Failed');
  await worker.stop();
  expect(row).toMatchObject({ status: 'Sent', attempts: 3 });
  expect(calls).toBe(3);
  expect(sent).toHaveLength(1);
});

it('never sends again a message whose send was recorded before its process died', async () => {
  const liamId = await userIdOf(api.db, LIAM);
  const id = await notify(api, liamId, { kind: 'query', waiting: true });
  // A process claimed it, the SMTP server took it, the send was recorded, then the process died
  // before it marked the message sent: its lease ran out.
  await api.db
    .updateTable('mail_outbox')
    .set({
      status: 'Sending',
      attempts: 1,
      lease_owner: 'dead-process',
      lease_expires_at: '2000-01-01T00:00:00.000Z',
      sent_at: new Date().toISOString(),
    })
    .where('notification_id', '=', id)
    .execute();
  const mailer = createMemoryMailer();
  const worker = otherWorker(mailer.send);
  worker.start();
  await worker.idle();
  await worker.stop();
  const row = (await outboxOf(api.db, liamId)).find((r) => r.notification_id === id);
  expect(row).toMatchObject({ status: 'Sent', attempts: 2, lease_owner: null });
  expect(mailer.sent).toEqual([]);
});

it('queues one message per notification and channel, however often it is asked', async () => {
  const liamId = await userIdOf(api.db, LIAM);
  const id = await notify(api, liamId, { kind: 'downloadReady', waiting: true });
  const { enqueueMail } = await import('./outbox.js');
  await enqueueMail(api.db, [{ userId: liamId, notificationId: id }], { kind: 'downloadReady' });
  await enqueueMail(api.db, [{ userId: liamId, notificationId: id }], { kind: 'downloadReady' });
  expect((await outboxOf(api.db, liamId)).filter((r) => r.notification_id === id)).toHaveLength(1);
  await mailSent(api);
});
