import type { Rule } from '@cashline/core';
import type { LoadRequest, ParsedFile, ParseChoices } from './csvImportSession';

export type WorkerRequest =
  | ({ type: 'load'; id: number } & LoadRequest)
  | {
      type: 'parse';
      id: number;
      choices: ParseChoices;
      wantRows: boolean;
      rules?: readonly Rule[];
    };

export type WorkerReply =
  | { type: 'progress'; id: number; fraction: number }
  | { type: 'parsed'; id: number; parsed: ParsedFile }
  | { type: 'failed'; id: number; message: string };
