import {
  categoriesOf,
  categoryCount,
  categoryGroup,
  categoryOverview,
  deleteConfirmation,
} from '@cashline/core';
import type { CashFlowSection, CategoryLine } from '@cashline/core';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ViewOnlyNotice } from '../../components/access/ViewOnlyNotice';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Notice } from '../../components/ui/Notice';
import { paths } from '../../config/paths';
import { useAsOf } from '../../lib/analytics/useAsOf';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { useCategorisation } from '../../lib/categorisation/useCategorisation';
import { useFormat } from '../../lib/format/useFormat';
import { useLedgerRows } from '../../lib/transactions/useLedger';
import { CategoryEditPanel } from './CategoryEditPanel';
import type { CategoryEdit } from './CategoryEditPanel';
import { CategoryTable } from './CategoryTable';
import { useCategoryActions } from './useCategoryActions';

/** /transactions/categories: every category with its figures, and rename, merge, group, delete. */
export function CategoriesPage() {
  const { transactions, status } = useLedgerRows();
  const { definitions, error, status: rulesStatus } = useCategorisation();
  const { date: asOf } = useAsOf();
  const format = useFormat();
  const actions = useCategoryActions();
  const { canEdit } = useLedgerRole();
  const [edit, setEdit] = useState<CategoryEdit | null>(null);
  const [pendingDelete, setPendingDelete] = useState<CategoryLine | null>(null);
  const [name, setName] = useState('');
  const [group, setGroup] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const lines = useMemo(() => {
    // A category whose transactions all fall after the as-of date is still listed, with zeros.
    const defined = new Set(definitions.map((definition) => definition.name));
    const listed = [
      ...definitions,
      ...categoriesOf(transactions)
        .filter((category) => !defined.has(category))
        .map((category) => ({ name: category })),
    ];
    return categoryOverview(
      transactions.filter((t) => t.date <= asOf),
      listed,
    );
  }, [transactions, definitions, asOf]);
  const names = lines.map((line) => line.name);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await actions.create(name, group)) {
      setDone(`Category ${name.trim()} created.`);
      setName('');
      setGroup('');
    }
  }

  async function submitEdit(value: string) {
    if (!edit) return;
    const ok =
      edit.mode === 'rename'
        ? await actions.rename(edit.name, value)
        : edit.mode === 'merge'
          ? await actions.merge(edit.name, value)
          : await actions.setGroup(edit.name, value);
    if (ok) {
      setDone(
        edit.mode === 'rename'
          ? `${edit.name} renamed to ${value.trim()}.`
          : edit.mode === 'merge'
            ? `${edit.name} merged into ${value}.`
            : `Group of ${edit.name} saved.`,
      );
      setEdit(null);
    }
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    if (await actions.remove(pendingDelete.name)) setDone(`${pendingDelete.name} deleted.`);
    setPendingDelete(null);
  }

  return (
    <section className="page categories-page">
      <div className="page-header">
        <div>
          <h1>{paths.transactionCategories.title}</h1>
          <p className="page-header__lead">
            Totals of transactions up to {format.date(asOf)}. Renaming or merging a category moves
            its transactions and rules with it. Its cash-flow section decides where the cash-flow
            statement lists it: operating, investing (equipment, property) or financing (loans,
            equity, owner&apos;s money).
          </p>
        </div>
        <div className="page-header__actions">
          <Link className="button button--secondary" to={paths.transactionRules.path}>
            Rules
          </Link>
          <Link className="button button--secondary" to={paths.transactions.path}>
            Back to Transactions
          </Link>
        </div>
      </div>

      <ViewOnlyNotice />
      {error && <Notice tone="error">{error}</Notice>}
      {actions.problem && <Notice tone="error">{actions.problem}</Notice>}
      {done && !actions.problem && (
        <p role="status" className="categories-page__done">
          {done}
        </p>
      )}

      {canEdit && (
        <form className="card form category-create" aria-label="New category" onSubmit={create}>
          <div className="form__grid">
            <div className="field">
              <label htmlFor="category-name">New category</label>
              <input
                id="category-name"
                type="text"
                maxLength={100}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="category-group">
                Group <span className="field__optional">(optional)</span>
              </label>
              <input
                id="category-group"
                type="text"
                maxLength={100}
                value={group}
                onChange={(e) => setGroup(e.target.value)}
              />
            </div>
          </div>
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={actions.busy}>
              Create category
            </button>
          </div>
        </form>
      )}

      {canEdit && edit && (
        <CategoryEditPanel
          key={`${edit.mode}-${edit.name}`}
          edit={edit}
          others={names.filter((other) => other !== edit.name)}
          group={categoryGroup(edit.name, definitions)}
          busy={actions.busy}
          onSubmit={(value) => void submitEdit(value)}
          onCancel={() => setEdit(null)}
        />
      )}

      {status === 'loading' || rulesStatus === 'loading' ? (
        <p role="status">Loading categories...</p>
      ) : (
        <CategoryTable
          lines={lines}
          busy={actions.busy}
          {...(canEdit
            ? {
                actions: {
                  onEdit: (next: CategoryEdit) => {
                    setDone(null);
                    setEdit(next);
                  },
                  onDelete: setPendingDelete,
                  onSection: (line: CategoryLine, section: CashFlowSection) => {
                    setDone(null);
                    void actions.setSection(line.name, section).then((ok) => {
                      if (ok) setDone(`${line.name} is now in ${section} activities.`);
                    });
                  },
                },
              }
            : {})}
        />
      )}

      {pendingDelete && (
        <ConfirmDialog
          title={`Delete ${pendingDelete.name}?`}
          confirmLabel={actions.busy ? 'Deleting...' : 'Delete'}
          busy={actions.busy}
          onCancel={() => setPendingDelete(null)}
          onConfirm={() => void confirmDelete()}
        >
          <p>
            {deleteConfirmation(
              pendingDelete.name,
              categoryCount(transactions, pendingDelete.name),
            )}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
