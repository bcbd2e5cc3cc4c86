import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import { GuestForm } from './guest-form';

const renderForm = () =>
  renderAt(
    '/share/:token',
    '/share/tok',
    <GuestForm token="tok" allows={{ comments: true, decisions: true }} />,
  );

it('asks for a name and a valid address before sending them', async () => {
  const fetchMock = stubFetch({});
  renderForm();
  expect(screen.getByText(/To comment and approve, tell us who you are/)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Your e-mail address'), 'ana@');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('sends who the guest is, and shows what the server refused', async () => {
  const fetchMock = stubFetch({
    'POST /api/share/tok/guest': () =>
      json(429, { message: 'Too many tries. Wait a few minutes, then try again.' }),
  });
  renderForm();
  await userEvent.type(screen.getByLabelText('Your name'), 'Ana Ruiz');
  await userEvent.type(screen.getByLabelText('Your e-mail address'), 'ana@agency.example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(
    await screen.findByText('Too many tries. Wait a few minutes, then try again.'),
  ).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', '/api/share/tok/guest')).toEqual([
    { name: 'Ana Ruiz', email: 'ana@agency.example.com' },
  ]);
});
