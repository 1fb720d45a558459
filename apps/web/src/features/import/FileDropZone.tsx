import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import { UploadIcon } from '../../components/ui/icons';
import { IMPORT_EXTENSIONS } from './importMessages';

type FileDropZoneProps = {
  fileName: string | null;
  disabled: boolean;
  onFile: (file: File) => void;
};

/** Choose a bank file with the file dialog or drop it here; both end in `onFile`. */
export function FileDropZone({ fileName, disabled, onFile }: FileDropZoneProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  return (
    <div className="drop-zone-wrap">
      <label
        htmlFor={inputId}
        className={`drop-zone${dragging ? ' is-dragging' : ''}${disabled ? ' is-disabled' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <UploadIcon size={28} />
        <span className="drop-zone__title">
          {fileName
            ? fileName
            : 'Choose a CSV, OFX, QIF, camt, MT940 or Excel file or drop it here'}
        </span>
        <span className="drop-zone__hint">
          {fileName
            ? 'Choose another file to start over'
            : 'Bank and accounting exports, up to a million rows'}
        </span>
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={[...IMPORT_EXTENSIONS, 'text/csv'].join(',')}
        aria-label="CSV file"
        disabled={disabled}
        onKeyDown={(event) => {
          // Browsers open the file dialog on Space only; a keyboard user expects Enter to as well.
          if (event.key === 'Enter') {
            event.preventDefault();
            event.currentTarget.click();
          }
        }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </div>
  );
}
