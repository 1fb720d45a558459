import { ViewOnlyNotice } from '../../components/access/ViewOnlyNotice';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { ImportHeader } from './ImportHeader';
import { ImportWorkspace } from './ImportWorkspace';

/** /transactions/import: the import for anyone who may change the ledger; a viewer is told why not. */
export function ImportPage() {
  const { canEdit } = useLedgerRole();
  if (canEdit) return <ImportWorkspace />;
  return (
    <section className="page import-page">
      <ImportHeader />
      <ViewOnlyNotice />
    </section>
  );
}
