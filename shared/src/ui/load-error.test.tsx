import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../../testing';
import { LoadError } from './load-error';

it('is an alert named by what failed, whose Retry asks again', async () => {
  const retry = jest.fn();
  renderWithPortal(<LoadError title="Users could not be loaded." onRetry={retry} />);
  const alert = screen.getByRole('alert', { name: 'Users could not be loaded.' });
  expect(alert).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
