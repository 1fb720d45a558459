import type { QuickBooksStatus } from '../../lib/api/quickbooksStatus';
import { lostSentence, syncSentence } from './syncText';

export const NOT_SET_UP = "QuickBooks isn't set up on this installation.";

type Props = {
  status: QuickBooksStatus | undefined;
  /** What the member may do next: pull (editor), connect (owner or admin). */
  canPull: boolean;
  canConnect: boolean;
};

/** Whether QuickBooks is connected, and what this member can do about it. */
export function ConnectionSummary({ status, canPull, canConnect }: Props) {
  if (!status) return <p className="qb-connection">Checking the connection…</p>;
  if (status.kind === 'connected') {
    const synced = status.sync ? syncSentence(status.sync) : undefined;
    return (
      <>
        <p className="qb-connection qb-connection--on" role="status">
          Connected to {status.companyName ?? 'QuickBooks'}.
          {canPull && ' Use Pull Data to bring in the last 12 months of cash transactions.'}
        </p>
        {synced && <p className="qb-sync">{synced}</p>}
      </>
    );
  }
  if (status.kind === 'unavailable') {
    return <p className="qb-connection qb-connection--off">{status.message}</p>;
  }
  if (status.kind === 'not-configured') {
    return (
      <p className="qb-connection qb-connection--off" role="status">
        {NOT_SET_UP}
      </p>
    );
  }
  const lost = lostSentence(status.sync, canConnect);
  if (lost) {
    return (
      <p className="qb-connection qb-connection--off" role="alert">
        {lost}
      </p>
    );
  }
  return (
    <p className="qb-connection qb-connection--off">
      {canConnect
        ? 'Not connected. Use Authorize to connect your QuickBooks Online company.'
        : 'Not connected. An owner or admin of your organisation can connect QuickBooks Online.'}
    </p>
  );
}
