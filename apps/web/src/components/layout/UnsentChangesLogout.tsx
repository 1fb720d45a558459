import { ConfirmDialog } from '../ui/ConfirmDialog';

type UnsentChangesLogoutProps = {
  /** How many changes made here the server does not have yet. */
  waiting: number;
  onLogOut: () => void;
  onCancel: () => void;
};

/**
 * Asked before logging out while changes made here have not reached the server: logging out
 * deletes this browser's copy of the ledger, and them with it.
 */
export function UnsentChangesLogout({ waiting, onLogOut, onCancel }: UnsentChangesLogoutProps) {
  const changes = waiting === 1 ? '1 change' : `${waiting.toLocaleString('en-US')} changes`;
  return (
    <ConfirmDialog
      title="Log out with changes not sent?"
      confirmLabel="Log out anyway"
      onConfirm={onLogOut}
      onCancel={onCancel}
    >
      <p>
        {changes} made in this browser {waiting === 1 ? 'has' : 'have'} not reached the server yet.
        Logging out deletes this browser&apos;s copy of the ledger, and{' '}
        {waiting === 1 ? 'that change' : 'those changes'} with it.
      </p>
    </ConfirmDialog>
  );
}
