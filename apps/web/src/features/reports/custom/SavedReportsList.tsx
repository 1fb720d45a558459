import { customReportDefinitionSchema } from '@cashline/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { SavedReport } from './savedReportsStore';

type Props = {
  reports: readonly SavedReport[];
  openId: string | null;
  onOpen: (report: SavedReport) => void;
  onRename: (id: string, name: string) => void;
  onDelete: (id: string) => void;
};

/** The reports saved in this browser: open, rename or delete each. */
export function SavedReportsList({ reports, openId, onOpen, onRename, onDelete }: Props) {
  const [renaming, setRenaming] = useState<{ id: string; name: string; error?: string } | null>(
    null,
  );

  function submitRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!renaming) return;
    const name = customReportDefinitionSchema.shape.name.safeParse(renaming.name);
    if (!name.success) {
      setRenaming({
        ...renaming,
        error: name.error.issues[0]?.message ?? 'Give the report a name',
      });
      return;
    }
    onRename(renaming.id, name.data);
    setRenaming(null);
  }

  return (
    <section className="card" aria-labelledby="saved-reports">
      <h2 id="saved-reports" className="card__title">
        Saved reports
      </h2>
      {reports.length === 0 ? (
        <p className="note">No saved reports yet. Define one and choose Save report.</p>
      ) : (
        <ul className="saved-reports">
          {reports.map(({ id, definition }) =>
            renaming?.id === id ? (
              <li key={id}>
                <form className="saved-reports__rename" onSubmit={submitRename}>
                  <label className="field">
                    New name for {definition.name}
                    <input
                      value={renaming.name}
                      onChange={(event) => setRenaming({ id, name: event.target.value })}
                    />
                  </label>
                  <button type="submit" className="button button--secondary">
                    Save name
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setRenaming(null)}
                  >
                    Cancel
                  </button>
                  {renaming.error ? (
                    <p className="form__error" role="alert">
                      {renaming.error}.
                    </p>
                  ) : null}
                </form>
              </li>
            ) : (
              <li key={id} aria-current={id === openId ? 'true' : undefined}>
                <span className="saved-reports__name">{definition.name}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Open ${definition.name}`}
                  onClick={() => onOpen({ id, definition })}
                >
                  Open
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Rename ${definition.name}`}
                  onClick={() => setRenaming({ id, name: definition.name })}
                >
                  Rename
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Delete ${definition.name}`}
                  onClick={() => onDelete(id)}
                >
                  Delete
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
