import { z } from 'zod';
import { isIsoDate } from '@cashline/core';

const cursorSchema = z.tuple([z.string().refine(isIsoDate), z.string().min(1)]);

/** Where the next page starts: the last row's date and id, opaque to clients. */
export type PageCursor = { date: string; id: string };

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.date, cursor.id])).toString('base64url');
}

/** The cursor a client sent back, or undefined when it is not one of ours. */
export function decodeCursor(text: string): PageCursor | undefined {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString()));
    return parsed.success ? { date: parsed.data[0], id: parsed.data[1] } : undefined;
  } catch {
    return undefined;
  }
}
