import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiClient';
import type { LedgerCopy } from './ledgerCopyDb';
import { isRefusal, overwrittenMessage, refusalMessage } from './sendEntry';

const copy: LedgerCopy = {
  seq: 1,
  rows: new Map([
    [
      'a',
      {
        id: 'a',
        date: '2026-03-01',
        description: 'Office rent',
        amount: -900,
        type: 'outflow',
        category: 'Rent',
        version: 4,
      },
    ],
  ]),
  accounts: [],
  importBatches: [],
  settings: { version: 0, value: { importLayouts: {}, cashMinimum: null } },
  serverImportIds: {},
};

describe('sendEntry messages', () => {
  it('retries network failures, timeouts and rate limits, and gives up on other 4xx answers', () => {
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isRefusal(new ApiError(503, 'Service Unavailable', null))).toBe(false);
    expect(isRefusal(new ApiError(429, 'Too Many Requests', null))).toBe(false);
    expect(isRefusal(new ApiError(408, 'Request Timeout', null))).toBe(false);
    expect(isRefusal(new ApiError(403, 'Forbidden', null))).toBe(true);
    expect(isRefusal(new ApiError(409, 'Conflict', null))).toBe(true);
  });

  it('tells the user why the server refused, in its words when it gave them', () => {
    const said = new ApiError(403, 'Forbidden', { message: 'Your role (viewer) cannot do this.' });
    expect(refusalMessage(said)).toBe(
      'Your change was not saved (Your role (viewer) cannot do this). It has been undone here.',
    );
    expect(refusalMessage(new ApiError(413, 'Payload Too Large', null))).toBe(
      'Your change was not saved (413 Payload Too Large). It has been undone here.',
    );
  });

  it('lists the fields an edit wrote over, by transaction, and says nothing when none', () => {
    expect(overwrittenMessage({ a: ['category', 'note'], gone: ['amount'] }, copy)).toBe(
      'Your edit replaced changes another member made meanwhile to: Office rent (category, note); gone (amount).',
    );
    expect(overwrittenMessage({ a: [] }, copy)).toBeUndefined();
  });
});
