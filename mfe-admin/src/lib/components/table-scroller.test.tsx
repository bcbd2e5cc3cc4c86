import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { TableScroller } from './table-scroller';

it('is a named region a keyboard reaches, even around a table with nothing to focus', async () => {
  renderWithPortal(
    <TableScroller label="Impersonation audit log" minWidth={860}>
      <table aria-label="Impersonation audit log">
        <tbody>
          <tr>
            <td>Started</td>
          </tr>
        </tbody>
      </table>
    </TableScroller>,
  );
  await userEvent.tab();
  expect(
    screen.getByRole('region', { name: 'Impersonation audit log (scrolls sideways)' }),
  ).toHaveFocus();
});
