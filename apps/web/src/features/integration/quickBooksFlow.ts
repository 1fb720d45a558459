/**
 * The QuickBooks page's states (app.md section 4): idle, authorizing, authorized (the consent URL
 * is known), importing, then success or error. Asking before a pull replaces existing
 * transactions is one more state, confirming.
 */
export type FlowState =
  | { phase: 'idle' }
  | { phase: 'authorizing' }
  | { phase: 'authorized'; authUri: string }
  | { phase: 'confirming'; existingCount: number }
  | { phase: 'importing' }
  | { phase: 'success'; importedCount: number }
  | { phase: 'error'; title: 'Connection Failed' | 'Import Failed'; message: string };

export type FlowAction =
  | { type: 'authorize' }
  | { type: 'authorized'; authUri: string }
  | { type: 'authorizeFailed'; message: string }
  | { type: 'pull'; existingCount: number }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'imported'; count: number }
  | { type: 'importFailed'; message: string }
  | { type: 'tryAgain' };

export const initialFlow: FlowState = { phase: 'idle' };

export function isBusy(state: FlowState): boolean {
  return state.phase === 'authorizing' || state.phase === 'importing';
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'authorize':
      return isBusy(state) ? state : { phase: 'authorizing' };
    case 'authorized':
      return { phase: 'authorized', authUri: action.authUri };
    case 'authorizeFailed':
      return { phase: 'error', title: 'Connection Failed', message: action.message };
    case 'pull':
      if (isBusy(state)) return state;
      return action.existingCount > 0
        ? { phase: 'confirming', existingCount: action.existingCount }
        : { phase: 'importing' };
    case 'confirm':
      return state.phase === 'confirming' ? { phase: 'importing' } : state;
    case 'cancel':
      return state.phase === 'confirming' ? initialFlow : state;
    case 'imported':
      return { phase: 'success', importedCount: action.count };
    case 'importFailed':
      return { phase: 'error', title: 'Import Failed', message: action.message };
    case 'tryAgain':
      return initialFlow;
  }
}

/** What the callback's `error` reason means, for the Connection Failed panel. */
export function callbackErrorMessage(reason: string): string {
  switch (reason) {
    case 'access_denied':
      return 'QuickBooks authorization was cancelled, so nothing was connected.';
    case 'invalid_state':
      return 'The QuickBooks authorization could not be verified: it expired or was started in another browser. Please authorize again.';
    case 'role_too_low':
      return 'Only an owner or admin of your organisation can connect QuickBooks, so nothing was connected.';
    case 'missing_code':
    case 'exchange_failed':
      return 'QuickBooks did not complete the connection. Please authorize again.';
    default:
      return 'QuickBooks reported an error during authorization. Please authorize again.';
  }
}

export function successMessage(count: number): string {
  return `Successfully imported ${count} transactions from QuickBooks! Dashboard updated with your financial data.`;
}

export function replaceQuestion(existingCount: number): string {
  return existingCount === 1
    ? 'Pulling from QuickBooks replaces the 1 transaction already in Cashline. Replace it?'
    : `Pulling from QuickBooks replaces all ${existingCount} transactions already in Cashline. Replace them?`;
}
