import { importCsv } from '@cashline/core';
import type { ImportIssue } from '@cashline/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImportIssueList } from './ImportIssueList';

/** A file notice, then one note per row from row 2 on: every tenth row changed, the rest skipped. */
function manyIssues(rows: number): ImportIssue[] {
  const issues: ImportIssue[] = [
    { row: null, field: 'file', kind: 'notice', message: 'The file has no header row.' },
  ];
  for (let row = 2; row < rows + 2; row++) {
    issues.push(
      row % 10 === 0
        ? {
            row,
            field: 'amount',
            kind: 'altered',
            message: 'Unreadable amount: 0 was used.',
            value: 'n/a',
          }
        : { row, field: 'row', kind: 'skipped', message: 'No date: not a transaction.' },
    );
  }
  return issues;
}

const shownNotes = () =>
  within(screen.getByRole('list', { name: 'Notes on this file' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ImportIssueList', () => {
  it('lists a few notes in full, open, with no paging', () => {
    render(<ImportIssueList issues={manyIssues(3)} />);
    expect(
      screen.getByText(/4 notes on this file \(3 rows skipped, 0 rows changed\)/),
    ).toBeVisible();
    expect(shownNotes()).toEqual([
      'File: The file has no header row.',
      'Row 2: No date: not a transaction.',
      'Row 3: No date: not a transaction.',
      'Row 4: No date: not a transaction.',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Pages of notes' })).not.toBeInTheDocument();
  });

  it('shows a title line above the header as a neutral notice, and a skipped row as skipped', () => {
    const result = importCsv(
      'Harbor Bank - Business Checking\nDate,Description,Amount\n2024-03-01,Rent,-900\n2024-03-02,Coffee,\n',
      { fileName: 'march.csv', today: '2024-03-31' },
    );
    if (!result.ok) throw new Error(result.error.message);
    render(<ImportIssueList issues={result.value.issues} />);
    expect(
      screen.getByText(/2 notes on this file \(1 row skipped, 0 rows changed\)/),
    ).toBeVisible();
    const [title, skipped] = within(
      screen.getByRole('list', { name: 'Notes on this file' }),
    ).getAllByRole('listitem');
    expect(title).toHaveTextContent(
      'Row 1: Title or summary line above the transactions skipped. Harbor Bank - Business Checking',
    );
    expect(title).toHaveClass('import-issue--notice');
    expect(title).not.toHaveClass('import-issue--skipped');
    expect(skipped).toHaveTextContent('Row 4: No amount: row skipped.');
    expect(skipped).toHaveClass('import-issue--skipped');
  });

  it('shows the group headings and total lines of an accounting export as neutral notices', () => {
    const result = importCsv(
      [
        ',Date,Description,Amount',
        'Checking,,,',
        ',2024-03-01,Rent,-900.00',
        ',,Coffee with its date cut off,-4.50',
        'Total for Checking,,,$-904.50',
      ].join('\n'),
      { fileName: 'ledger.csv', today: '2024-03-31' },
    );
    if (!result.ok) throw new Error(result.error.message);
    render(<ImportIssueList issues={result.value.issues} />);
    // Only the coffee is a transaction that did not come in.
    expect(screen.getByText('3 notes on this file (1 row skipped, 0 rows changed)')).toBeVisible();
    const [heading, dateless, total] = within(
      screen.getByRole('list', { name: 'Notes on this file' }),
    ).getAllByRole('listitem');
    expect(heading).toHaveTextContent('Row 2: Heading line with no date or amount');
    expect(heading).toHaveClass('import-issue--notice');
    expect(dateless).toHaveTextContent('Row 4: No date: row skipped.');
    expect(dateless).toHaveClass('import-issue--skipped');
    expect(total).toHaveTextContent('Row 5: Total or balance line: not a transaction.');
    expect(total).toHaveClass('import-issue--notice');
  });

  it('counts one note, one skipped row and one changed row in the singular', () => {
    const { rerender } = render(
      <ImportIssueList
        issues={[{ row: 2, field: 'amount', kind: 'skipped', message: 'No amount: row skipped.' }]}
      />,
    );
    expect(screen.getByText('1 note on this file (1 row skipped, 0 rows changed)')).toBeVisible();
    rerender(
      <ImportIssueList
        issues={[
          { row: 2, field: 'amount', kind: 'altered', message: 'Unreadable amount: 0 was used.' },
          { row: 3, field: 'amount', kind: 'skipped', message: 'No amount: row skipped.' },
          { row: 4, field: 'amount', kind: 'skipped', message: 'No amount: row skipped.' },
        ]}
      />,
    );
    expect(screen.getByText('3 notes on this file (2 rows skipped, 1 row changed)')).toBeVisible();
  });

  it('reaches every one of 100,000 notes a page at a time', async () => {
    const user = userEvent.setup();
    render(<ImportIssueList issues={manyIssues(100_000)} />);
    expect(
      screen.getByText(/100,001 notes on this file \(90,000 rows skipped, 10,000 rows changed\)/),
    ).toBeInTheDocument();
    expect(shownNotes()).toHaveLength(100);
    expect(screen.getByText('Notes 1–100 of 100,001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Notes 101–200 of 100,001')).toBeInTheDocument();
    expect(shownNotes()[0]).toBe('Row 101: No date: not a transaction.');

    await user.type(screen.getByLabelText('Go to row'), '100001');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Notes 100,001–100,001 of 100,001')).toBeInTheDocument();
    expect(shownNotes()).toEqual(['Row 100001: No date: not a transaction.']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shownNotes().at(-1)).toBe('Row 100000: Unreadable amount: 0 was used. n/a');
  });

  it('filters by kind, so that the changed rows can be read on their own', async () => {
    const user = userEvent.setup();
    render(<ImportIssueList issues={manyIssues(100_000)} />);
    await user.selectOptions(screen.getByLabelText('Show'), 'Rows changed');
    expect(screen.getByText('Notes 1–100 of 10,000')).toBeInTheDocument();
    expect(shownNotes()[0]).toBe('Row 10: Unreadable amount: 0 was used. n/a');

    await user.type(screen.getByLabelText('Go to row'), '55555');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Notes 5,501–5,600 of 10,000')).toBeInTheDocument();
    expect(shownNotes()).toContain('Row 55560: Unreadable amount: 0 was used. n/a');
  });
});
