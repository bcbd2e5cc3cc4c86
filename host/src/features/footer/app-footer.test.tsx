import { screen } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import { AppFooter } from './app-footer';

it('shows the copyright line with the current year and the company', () => {
  renderWithPortal(<AppFooter />);
  const year = new Date().getFullYear();
  expect(screen.getByText(`© ${year} Lumen Visualisation Studio`)).toBeInTheDocument();
});
