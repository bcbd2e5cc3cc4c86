import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_MESSAGES } from '@portal/shared';
import { json, renderAt, stubFetch } from '@portal/shared/testing';
import { UnsubscribePage } from './unsubscribe-page';

const URL = '/api/mail/unsubscribe';

it('asks first, and unsubscribes only on the button', async () => {
  const fetchMock = stubFetch({
    [`GET ${URL}?token=1.comment.x`]: () =>
      json(200, { topic: 'comment', email: 'casey@example.com', stopped: false }),
    [`POST ${URL}?token=1.comment.x`]: () =>
      json(200, { topic: 'comment', message: MAIL_MESSAGES.unsubscribed('comment') }),
  });
  renderAt('/account/unsubscribe', '/account/unsubscribe?token=1.comment.x', <UnsubscribePage />);
  expect(await screen.findByText('Stop e-mails about comments and mentions?')).toBeInTheDocument();
  expect(screen.getByText('E-mail address: casey@example.com')).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'You will no longer get e-mails about comments and mentions.',
  );
});

it('says a tampered link is not valid, and offers no button', async () => {
  stubFetch({
    [`GET ${URL}?token=bad`]: () => json(400, { message: MAIL_MESSAGES.invalidToken }),
  });
  renderAt('/account/unsubscribe', '/account/unsubscribe?token=bad', <UnsubscribePage />);
  expect(await screen.findByRole('alert')).toHaveTextContent(MAIL_MESSAGES.invalidToken);
  expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
});

it('says a link opened again that the e-mails are already off, and offers no button', async () => {
  stubFetch({
    [`GET ${URL}?token=1.digest.x`]: () =>
      json(200, { topic: 'digest', email: 'casey@example.com', stopped: true }),
  });
  renderAt('/account/unsubscribe', '/account/unsubscribe?token=1.digest.x', <UnsubscribePage />);
  expect(
    await screen.findByText('You are already unsubscribed from the daily digest.'),
  ).toBeInTheDocument();
  expect(screen.getByText('E-mail address: casey@example.com')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
});
