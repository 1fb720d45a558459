import { packedResultBuffers } from '@cashline/core';
import type { ParsedFile } from './csvImportSession';

/**
 * The buffers to transfer when the worker posts a reading: a million transactions cross to the
 * page as a few arrays moved, not a million objects copied.
 */
export function parsedFileBuffers(packed: ParsedFile): ArrayBuffer[] {
  return packedResultBuffers(packed.result);
}
