import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

test('a page of the shell that fails shows a message with Reload, not a white page', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <AppErrorBoundary>
      <Broken />
    </AppErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown.');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});

test('a page that renders is shown as it is', () => {
  render(
    <AppErrorBoundary>
      <p>Projects</p>
    </AppErrorBoundary>,
  );
  expect(screen.getByText('Projects')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
