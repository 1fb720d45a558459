import type { LedgerChange } from '@cashline/core';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '../../lib/auth/authApi';
import { auditCsvUrl, fetchAuditPage } from './auditApi';
import { changeDetail, changeSubject, changeTitle } from './auditText';
import { TableScroll } from '../../components/ui/TableScroll';

/** Every change to the organisation's ledger, newest first, for owners and admins. */
export function AuditLog({ organizationId }: { organizationId: string }) {
  const [changes, setChanges] = useState<LedgerChange[] | null>(null);
  const [olderBefore, setOlderBefore] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const loadOlder = useCallback(
    async (before?: number) => {
      setLoading(true);
      try {
        const page = await fetchAuditPage(organizationId, before);
        setChanges((shown) => [...(before === undefined ? [] : (shown ?? [])), ...page.changes]);
        setOlderBefore(page.olderBefore);
        setError(null);
      } catch (err) {
        setError(failureMessage(err, 'Could not load the audit log. Please try again.'));
      } finally {
        setLoading(false);
      }
    },
    [organizationId],
  );

  useEffect(() => {
    let live = true;
    fetchAuditPage(organizationId).then(
      (page) => {
        if (!live) return;
        setChanges(page.changes);
        setOlderBefore(page.olderBefore);
      },
      (err: unknown) => {
        if (live) setError(failureMessage(err, 'Could not load the audit log. Please try again.'));
      },
    );
    return () => {
      live = false;
    };
  }, [organizationId]);

  return (
    <section className="team-section" aria-labelledby="audit-title">
      <h2 id="audit-title">Audit log</h2>
      <p>
        Every change to this organisation&apos;s ledger: who made it, when, and what it was before
        and after.{' '}
        <a href={auditCsvUrl(organizationId)} download>
          Download the whole log (CSV)
        </a>
      </p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      {changes === null && !error && <p role="status">Loading the audit log...</p>}
      {changes !== null && changes.length === 0 && <p>No changes yet.</p>}
      {changes !== null && changes.length > 0 && (
        <TableScroll variant="simple-table-wrap">
          <table className="simple-table" aria-label="Audit log">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.seq}>
                  <td>{new Date(change.at).toLocaleString()}</td>
                  <td>{change.userEmail ?? change.userId}</td>
                  <td>
                    {changeTitle(change)}
                    <span className="muted"> {changeSubject(change)}</span>
                  </td>
                  <td className="audit-detail">{changeDetail(change)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {olderBefore !== undefined && (
        <button
          type="button"
          className="button button--ghost"
          disabled={loading}
          onClick={() => void loadOlder(olderBefore)}
        >
          {loading ? 'Loading...' : 'Show older changes'}
        </button>
      )}
    </section>
  );
}
