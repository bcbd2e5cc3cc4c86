import { screen } from '@testing-library/react';
import { renderWithPortal } from '../../testing';
import { FormErrors } from './form-errors';

const show = (messages: string[], title?: string) =>
  renderWithPortal(<FormErrors messages={messages} title={title} />);

it('shows nothing without messages', () => {
  show([]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows one message as a line and several as a list, under the title', () => {
  show(['Email taken.'], 'The user could not be saved.');
  const alert = screen.getByRole('alert', { name: 'The user could not be saved.' });
  expect(alert).toHaveTextContent('Email taken.');
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
});

it('lists several messages', () => {
  show(['First problem.', 'Second problem.']);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'First problem.',
    'Second problem.',
  ]);
});
