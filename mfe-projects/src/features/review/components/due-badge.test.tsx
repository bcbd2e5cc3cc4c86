import { render, screen } from '@testing-library/react';
import { PortalProviders } from '@portal/shared';
import { DueBadge } from './due-badge';

const show = (overdue: boolean) =>
  render(
    <PortalProviders>
      <DueBadge dueOn="2026-12-03" overdue={overdue} subject="Fly-through" />
    </PortalProviders>,
  );

it('shows the due day in en-AU, and says what it is about', () => {
  show(false);
  expect(screen.getByText('Due 3 Dec')).toBeVisible();
  expect(screen.getByText('Due 3 Dec').closest('.mantine-Badge-root')).toHaveTextContent(
    'Due 3 Dec: review of Fly-through',
  );
  expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
});

it('adds a red Overdue badge whose words say which review is late', () => {
  show(true);
  const overdue = screen.getByText('Overdue').closest('.mantine-Badge-root');
  expect(overdue).toHaveTextContent('Overdue: the review of Fly-through is past its due date');
  expect(overdue).toHaveAttribute('data-variant', 'filled');
});
