import { describe, expect, it } from 'vitest';
import {
  flowReducer,
  initialFlow,
  isBusy,
  replaceQuestion,
  successMessage,
} from './quickBooksFlow';
import type { FlowAction, FlowState } from './quickBooksFlow';

const run = (...actions: FlowAction[]): FlowState => actions.reduce(flowReducer, initialFlow);

describe('QuickBooks page flow', () => {
  it('goes idle → authorizing → authorized', () => {
    expect(run({ type: 'authorize' })).toEqual({ phase: 'authorizing' });
    expect(run({ type: 'authorize' }, { type: 'authorized', authUri: 'https://x' })).toEqual({
      phase: 'authorized',
      authUri: 'https://x',
    });
  });

  it('ignores Authorize and Pull Data while busy', () => {
    const authorizing = run({ type: 'authorize' });
    expect(isBusy(authorizing)).toBe(true);
    expect(flowReducer(authorizing, { type: 'pull', existingCount: 0 })).toBe(authorizing);
    const importing = run({ type: 'pull', existingCount: 0 });
    expect(importing).toEqual({ phase: 'importing' });
    expect(flowReducer(importing, { type: 'authorize' })).toBe(importing);
  });

  it('asks before replacing existing transactions, and can be cancelled', () => {
    expect(run({ type: 'pull', existingCount: 12 })).toEqual({
      phase: 'confirming',
      existingCount: 12,
    });
    expect(run({ type: 'pull', existingCount: 12 }, { type: 'confirm' })).toEqual({
      phase: 'importing',
    });
    expect(run({ type: 'pull', existingCount: 12 }, { type: 'cancel' })).toEqual(initialFlow);
  });

  it('ends in success or error, and Try Again starts over with the count reset', () => {
    const done = run({ type: 'pull', existingCount: 0 }, { type: 'imported', count: 5 });
    expect(done).toEqual({ phase: 'success', importedCount: 5 });
    const failed = run(
      { type: 'authorize' },
      { type: 'authorizeFailed', message: 'HTTP 503: down' },
    );
    expect(failed).toEqual({
      phase: 'error',
      title: 'Connection Failed',
      message: 'HTTP 503: down',
    });
    expect(flowReducer(failed, { type: 'tryAgain' })).toEqual(initialFlow);
  });

  it('words the messages as the spec does', () => {
    expect(successMessage(1204)).toBe(
      'Successfully imported 1204 transactions from QuickBooks! Dashboard updated with your financial data.',
    );
    expect(replaceQuestion(42)).toBe(
      'Pulling from QuickBooks replaces all 42 transactions already in Cashline. Replace them?',
    );
  });
});
