import { screen } from '@testing-library/react';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import { ConfirmEmailPage } from './confirm-email-page';

const URL = '/account/confirm-email?userId=9&token=t0k';

it('confirms the address from the link once, as the page opens', async () => {
  const fetchMock = stubFetch({
    'POST /api/account/confirm-email': () => json(200, { success: true }),
  });
  renderAt('/account/confirm-email', URL, <ConfirmEmailPage />);
  expect(
    await screen.findByText('Your e-mail address is confirmed. Thank you.'),
  ).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(bodiesSentTo(fetchMock, 'POST', '/api/account/confirm-email')).toEqual([
    { userId: '9', token: 't0k' },
  ]);
});

it('shows the server’s message for a used or expired link', async () => {
  stubFetch({
    'POST /api/account/confirm-email': () =>
      json(400, {
        message: 'x',
        errors: { '': ['This link is invalid or has expired. Please ask for a new one.'] },
      }),
  });
  renderAt('/account/confirm-email', URL, <ConfirmEmailPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This link is invalid or has expired.',
  );
});
