import type { CategorisationProgress } from '@cashline/ai';
import { useState } from 'react';

type CategorisingProgressProps = { progress: CategorisationProgress; onCancel: () => void };

/** "Categorising 2,400 of 10,000" with a bar, and a Cancel that leaves the rest to keywords. */
export function CategorisingProgress({ progress, onCancel }: CategorisingProgressProps) {
  const [cancelling, setCancelling] = useState(false);
  return (
    <div className="import-progress">
      <p id="ai-progress-label">
        Categorising {progress.done.toLocaleString('en-US')} of{' '}
        {progress.total.toLocaleString('en-US')}
      </p>
      <progress aria-labelledby="ai-progress-label" max={progress.total} value={progress.done} />
      <button
        type="button"
        className="button button--secondary"
        disabled={cancelling}
        onClick={() => {
          setCancelling(true);
          onCancel();
        }}
      >
        {cancelling ? 'Cancelling...' : 'Cancel categorisation'}
      </button>
    </div>
  );
}
