import { packedResultBuffers, unpackImportResult } from '@cashline/core';
import type { PackedParsedFile, ParsedFile } from './csvImportSession';

/**
 * The buffers to transfer when the worker posts a reading: a million transactions cross to the
 * page as a few arrays moved, not a million objects copied.
 */
export function parsedFileBuffers(packed: PackedParsedFile): ArrayBuffer[] {
  return packedResultBuffers(packed.result);
}

export function unpackParsedFile(packed: PackedParsedFile): ParsedFile {
  return { ...packed, result: unpackImportResult(packed.result) };
}
