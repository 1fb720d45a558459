import { matchCounts, parseRulesJson, rulesToJson, withRuleChanges } from '@cashline/core';
import type { Rule, RuleChange } from '@cashline/core';
import { useMemo, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { ViewOnlyNotice } from '../../components/access/ViewOnlyNotice';
import { Notice } from '../../components/ui/Notice';
import { paths } from '../../config/paths';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { newRuleId } from '../../lib/categorisation/newRuleId';
import { useCategorisation } from '../../lib/categorisation/useCategorisation';
import { downloadFile } from '../../lib/download/downloadFile';
import { useLedgerActions, useLedgerRows } from '../../lib/transactions/useLedger';
import { readText } from './readText';
import { draftOf, emptyDraft } from './ruleDraft';
import { RuleEditor } from './RuleEditor';
import { RuleList } from './RuleList';

type Editing = { rule: Rule | null; id: string };

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** /transactions/rules: the rules in order, what each matches, and create/edit with a preview. */
export function RulesPage() {
  const { transactions } = useLedgerRows();
  const { updateTransactions } = useLedgerActions();
  const { rules, save, error, status } = useCategorisation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);
  const { canEdit } = useLedgerRole();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const counts = useMemo(() => matchCounts(transactions, rules), [transactions, rules]);

  async function run(work: () => Promise<string>) {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      setDone(await work());
      return true;
    } catch (failure) {
      setProblem(reason(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function saveRule(rule: Rule, changes: readonly RuleChange[] | null) {
    const index = rules.findIndex((r) => r.id === rule.id);
    const next = index === -1 ? [...rules, rule] : rules.map((r) => (r.id === rule.id ? rule : r));
    const ok = await run(async () => {
      await save({ rules: next });
      if (changes && changes.length > 0) {
        const updated = withRuleChanges(transactions, changes);
        await updateTransactions(changes.map((change) => updated[change.index]!));
      }
      return changes
        ? `Rule saved and applied to ${changes.length.toLocaleString('en-US')} transactions.`
        : 'Rule saved: it will run on new imports.';
    });
    if (ok) setEditing(null);
  }

  function move(index: number, by: -1 | 1) {
    const next = rules.slice();
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    void run(async () => {
      await save({ rules: next });
      return 'Rule order saved.';
    });
  }

  function remove(rule: Rule) {
    void run(async () => {
      await save({ rules: rules.filter((r) => r.id !== rule.id) });
      return 'Rule deleted. The transactions it categorised keep their categories.';
    });
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    await run(async () => {
      const parsed = parseRulesJson(await readText(file));
      if (!parsed.ok) throw new Error(`${file.name} was not imported. ${parsed.error}`);
      const taken = new Set(rules.map((r) => r.id));
      const added = parsed.value.map((r) => (taken.has(r.id) ? { ...r, id: newRuleId() } : r));
      await save({ rules: [...rules, ...added] });
      return `${added.length} rules added from ${file.name}, after your own.`;
    });
  }

  return (
    <section className="page rules-page">
      <div className="page-header">
        <div>
          <h1>{paths.transactionRules.title}</h1>
          <p className="page-header__lead">
            Rules run in this order on every import. A category you chose by hand is never changed
            unless you ask.
          </p>
        </div>
        <div className="page-header__actions">
          {canEdit && (
            <button
              type="button"
              className="button button--primary"
              disabled={busy || editing !== null}
              onClick={() => setEditing({ rule: null, id: newRuleId() })}
            >
              New rule
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            disabled={rules.length === 0}
            onClick={() =>
              downloadFile('cashline-rules.json', rulesToJson(rules), 'application/json')
            }
          >
            Export rules
          </button>
          {canEdit && (
            <label className="button button--secondary">
              Import rules
              <input
                type="file"
                accept=".json,application/json"
                className="visually-hidden"
                disabled={busy}
                onChange={(event) => void importFile(event)}
              />
            </label>
          )}
          <Link className="button button--secondary" to={paths.transactionCategories.path}>
            Categories
          </Link>
        </div>
      </div>

      <ViewOnlyNotice />
      {error && <Notice tone="error">{error}</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      {done && <Notice tone="success">{done}</Notice>}

      {canEdit && editing && (
        <RuleEditor
          key={editing.id}
          title={editing.rule ? 'Edit rule' : 'New rule'}
          ruleId={editing.id}
          initial={editing.rule ? draftOf(editing.rule) : emptyDraft()}
          transactions={transactions}
          busy={busy}
          onSave={saveRule}
          onCancel={() => setEditing(null)}
        />
      )}

      {status === 'loading' ? (
        <p role="status">Loading rules...</p>
      ) : (
        <RuleList
          rules={rules}
          counts={counts}
          busy={busy}
          {...(canEdit
            ? {
                actions: {
                  onMove: move,
                  onEdit: (rule: Rule) => setEditing({ rule, id: rule.id }),
                  onDelete: remove,
                },
              }
            : {})}
        />
      )}
    </section>
  );
}
