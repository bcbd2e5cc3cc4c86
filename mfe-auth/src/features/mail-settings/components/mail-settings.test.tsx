import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_DEFAULTS, MAIL_KINDS, MAIL_MESSAGES } from '@portal/shared';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import { MailSettings } from './mail-settings';

const URL = '/api/account/mail-preferences';
const defaults = () =>
  MAIL_KINDS.map((kind) => ({ kind, delivery: MAIL_DEFAULTS[kind], chosen: false }));

it('shows each kind’s choice by name, and saves one kind when it changes', async () => {
  const fetchMock = stubFetch({
    [`GET ${URL}`]: () => json(200, { preferences: defaults() }),
    [`PUT ${URL}`]: () =>
      json(200, {
        preferences: defaults().map((p) =>
          p.kind === 'comment' ? { ...p, delivery: 'off', chosen: true } : p,
        ),
      }),
  });
  renderAt('/manage', '/manage', <MailSettings />);
  expect(await screen.findByRole('heading', { name: 'E-mail' })).toBeInTheDocument();
  const comments = await screen.findByRole('radiogroup', { name: 'Comments and mentions' });
  expect(within(comments).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  const estimates = screen.getByRole('radiogroup', { name: 'Estimates issued or approved' });
  expect(within(estimates).getByRole('radio', { name: 'Immediately' })).toBeChecked();
  // Every kind has its named group, each choice its named radio.
  expect(screen.getAllByRole('radiogroup')).toHaveLength(MAIL_KINDS.length);
  expect(screen.getAllByRole('radio', { name: 'Off' })).toHaveLength(MAIL_KINDS.length);

  await userEvent.click(within(comments).getByRole('radio', { name: 'Off' }));
  expect(await screen.findByRole('status')).toHaveTextContent(MAIL_MESSAGES.saved);
  expect(within(comments).getByRole('radio', { name: 'Off' })).toBeChecked();
  expect(bodiesSentTo(fetchMock, 'PUT', URL)).toEqual([{ preferences: { comment: 'off' } }]);
});

it('says so when the choice could not be saved', async () => {
  stubFetch({
    [`GET ${URL}`]: () => json(200, { preferences: defaults() }),
    [`PUT ${URL}`]: () => json(500, { message: 'Boom' }),
  });
  renderAt('/manage', '/manage', <MailSettings />);
  const invoices = await screen.findByRole('radiogroup', { name: 'Invoices issued' });
  await userEvent.click(within(invoices).getByRole('radio', { name: 'Immediately' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MAIL_MESSAGES.saveFailed);
});
