import { describe, expect, it } from 'vitest';
import { freezeTarget } from './freezePolicy';
import type { FreezeInputs } from './freezePolicy';

const ready: FreezeInputs = {
  reason: 'today',
  whole: true,
  scenariosLoaded: true,
  orgId: null,
  canEdit: true,
};

describe('freezeTarget', () => {
  it("freezes this browser's ledger here, and an organisation's on the server by an editor", () => {
    expect(freezeTarget(ready)).toBe('browser');
    expect(freezeTarget({ ...ready, orgId: 'org-1' })).toBe('server');
    expect(freezeTarget({ ...ready, orgId: 'org-1', canEdit: false })).toBeNull();
  });

  it('freezes nothing but the whole ledger as of today, once it and the scenarios have arrived', () => {
    expect(freezeTarget({ ...ready, reason: 'chosen' })).toBeNull();
    expect(freezeTarget({ ...ready, reason: 'newest-transaction' })).toBeNull();
    expect(freezeTarget({ ...ready, whole: false })).toBeNull();
    expect(freezeTarget({ ...ready, scenariosLoaded: false })).toBeNull();
    expect(freezeTarget({ ...ready, orgId: undefined })).toBeNull();
  });
});
