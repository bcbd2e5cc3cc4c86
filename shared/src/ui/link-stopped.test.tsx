import { screen } from '@testing-library/react';
import { renderWithPortal } from '../../testing';
import { LinkStopped } from './link-stopped';

it('says why a link does not open, what to do, and the way to the portal', () => {
  renderWithPortal(<LinkStopped message="This link expired on 3 December 2026." />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'This link expired on 3 December 2026.' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Ask the person who shared it for a new link.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the portal' })).toHaveAttribute('href', '/');
});
