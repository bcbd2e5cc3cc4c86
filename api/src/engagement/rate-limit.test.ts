import { ENGAGEMENT_MESSAGES } from '@portal/contract';
import { enquiry, visitorAt } from '../test/engagement-support.js';
import { withTestApp } from '../test/test-app.js';
import { useFakeClock } from '../test/fake-clock.js';

// The defaults: 5 an hour per network address, 50 an hour from everyone together.
const api = withTestApp();
const app = () => api.app;

afterEach(() => jest.useRealTimers());

it('answers 429 with the contract sentence after five enquiries from one address in an hour', async () => {
  useFakeClock();
  const visitor = await visitorAt(app, '198.51.100.1');
  for (let n = 0; n < 5; n += 1) expect((await visitor.send(enquiry())).statusCode).toBe(201);
  const refused = await visitor.send(enquiry());
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ message: ENGAGEMENT_MESSAGES.tooMany });
  // Another address is not held back.
  expect((await (await visitorAt(app, '198.51.100.2')).send(enquiry())).statusCode).toBe(201);
  jest.setSystemTime(Date.now() + 60 * 60 * 1000 + 1);
  expect((await visitor.send(enquiry())).statusCode).toBe(201);
});

it('answers 429 to everyone once 50 enquiries came within an hour', async () => {
  useFakeClock(Date.now() + 2 * 60 * 60 * 1000);
  for (let n = 0; n < 50; n += 1) {
    const visitor = await visitorAt(app, `203.0.113.${n + 1}`);
    expect((await visitor.send(enquiry())).statusCode).toBe(201);
  }
  const late = await visitorAt(app, '203.0.113.200');
  expect((await late.send(enquiry())).statusCode).toBe(429);
});
