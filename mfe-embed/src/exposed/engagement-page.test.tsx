import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@portal/shared/testing';
import EngagementPage from './engagement-page';

it('lists the four services with AUD costs and totals the selection', async () => {
  renderAt('/engagement', '/engagement', <EngagementPage />);
  expect(screen.getByRole('heading', { name: 'Engagement' })).toBeInTheDocument();
  expect(screen.getByText('Estimated total: $0.00')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Animation, $2,000.00' }));
  await userEvent.click(screen.getByRole('checkbox', { name: '3D Print, $3,000.00' }));
  expect(screen.getByText('Estimated total: $5,000.00')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Animation, $2,000.00' }));
  expect(screen.getByText('Estimated total: $3,000.00')).toBeInTheDocument();
});

it('asks for a valid e-mail address before sending', async () => {
  renderAt('/engagement', '/engagement', <EngagementPage />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Render, $500.00' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Pat');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
  await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
});
