import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TableScroll } from './TableScroll';

describe('a table scroll box', () => {
  it('is reached with Tab though its table holds no control, so a keyboard can scroll it', async () => {
    const user = userEvent.setup();
    render(
      <TableScroll>
        <table aria-label="Members">
          <tbody>
            <tr>
              <td>Alice (you)</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>,
    );
    await user.tab();
    expect(screen.getByRole('table', { name: 'Members' }).parentElement).toHaveFocus();
  });
});
