import type { AIPanelState } from './aiPanelState';

/**
 * The 'Enable AI' checkbox (only when AI is configured) and Refresh (only when AI is on; disabled and
 * reading 'Refreshing...' while a prediction loads), ai.md section 2.
 */
export function AIControls({ ai }: { ai: AIPanelState }) {
  if (!ai.isConfigured) return null;
  return (
    <span className="ai-controls">
      <label className="ai-controls__toggle">
        <input
          type="checkbox"
          checked={ai.useAI}
          onChange={(event) => ai.setUseAI(event.target.checked)}
        />
        Enable AI
      </label>
      {ai.useAI ? (
        <button
          type="button"
          className="button button--small"
          disabled={ai.loading}
          onClick={() => void ai.refresh(true)}
        >
          {ai.loading ? 'Refreshing...' : 'Refresh'}
        </button>
      ) : null}
    </span>
  );
}
