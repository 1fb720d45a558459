import { MAX_NAME_LENGTH } from '@cashline/core';
import { useState } from 'react';

const NEW_CATEGORY = '__new__';

const key = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The category to save for what the user entered: an existing category when the name is one
 * written another way ("utilities " is Utilities), so a slip of the keyboard makes no new one.
 */
export function resolveCategory(entered: string, categories: readonly string[]): string {
  const wanted = key(entered);
  return categories.find((name) => key(name) === wanted) ?? entered.trim().replace(/\s+/g, ' ');
}

type CategoryFieldProps = {
  value: string;
  /** The categories to pick from, sorted. */
  categories: readonly string[];
  onChange: (value: string) => void;
};

/**
 * The category is picked from the ledger's categories; a new one is an explicit choice with a
 * name of its own (issue 34, item 10), never a side effect of a typo.
 */
export function CategoryField({ value, categories, onChange }: CategoryFieldProps) {
  const [creating, setCreating] = useState(value !== '' && !categories.includes(value));
  const existing = creating && value.trim() !== '' ? resolveCategory(value, categories) : null;
  const known = existing !== null && categories.includes(existing);
  return (
    <>
      <div className="field">
        <label htmlFor="tx-category">Category</label>
        <select
          id="tx-category"
          required
          value={creating ? NEW_CATEGORY : value}
          onChange={(e) => {
            const next = e.target.value;
            setCreating(next === NEW_CATEGORY);
            onChange(next === NEW_CATEGORY ? '' : next);
          }}
        >
          <option value="" disabled>
            Choose a category
          </option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
          <option value={NEW_CATEGORY}>New category...</option>
        </select>
      </div>
      {creating && (
        <div className="field">
          <label htmlFor="tx-category-new">New category name</label>
          <input
            id="tx-category-new"
            type="text"
            required
            maxLength={MAX_NAME_LENGTH}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          {known && <p className="field__hint">{existing} exists already: it will be used.</p>}
        </div>
      )}
    </>
  );
}
