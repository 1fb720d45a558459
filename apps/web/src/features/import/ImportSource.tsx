import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { FileDropZone } from './FileDropZone';
import type { ParserState } from './useCsvParser';

type Props = {
  state: ParserState;
  /** The file being read or shown, if any. */
  fileName: string | null;
  disabled: boolean;
  onFile: (file: File) => void;
  ai: { configured: boolean; on: boolean; disabled: boolean; onChange: (on: boolean) => void };
};

/** The file to import, whether the AI may suggest transformations, and how far reading has got. */
export function ImportSource({ state, fileName, disabled, onFile, ai }: Props) {
  return (
    <div className="card import-source">
      <FileDropZone fileName={fileName} disabled={disabled} onFile={onFile} />
      <label className={`checkbox${ai.configured ? '' : ' is-disabled'}`}>
        <input
          type="checkbox"
          checked={ai.on && ai.configured}
          disabled={!ai.configured || ai.disabled}
          onChange={(event) => ai.onChange(event.target.checked)}
        />
        AI suggestions: propose transformations (categories, running totals, merchants)
      </label>
      {!ai.configured && (
        <p className="field__hint">
          AI suggestions are unavailable: add an OpenRouter key under{' '}
          <Link to={paths.settings.path}>Settings</Link>.
        </p>
      )}
      {(state.status === 'reading' || state.status === 'parsing') && (
        <div className="import-progress">
          <p id="import-progress-label">
            {state.status === 'reading'
              ? `Reading ${state.fileName}... ${Math.round(state.fraction * 100)}%`
              : `Parsing ${state.fileName}...`}
          </p>
          <progress
            aria-labelledby="import-progress-label"
            max={1}
            value={state.status === 'reading' ? state.fraction : undefined}
          />
        </div>
      )}
    </div>
  );
}
