import zlib from 'node:zlib';

/**
 * What a workbook's archive may hold. Real statements are far inside these: a sheet's XML packs
 * about ten to one, a million-row sheet is a few hundred megabytes inflated, and Excel itself
 * holds at most 32,767 characters in a cell (up to six bytes each once escaped).
 */
export const WORKBOOK_LIMITS = {
  entries: 10_000,
  entryBytes: 400 * 1024 * 1024,
  totalBytes: 600 * 1024 * 1024,
  /** Inflated to packed, for entries over `ratioFloorBytes`. */
  ratio: 200,
  ratioFloorBytes: 1024 * 1024,
  /** Longest run of characters between two tags of a sheet or its shared strings. */
  textRunBytes: 32_767 * 6,
};
export type WorkbookLimits = typeof WORKBOOK_LIMITS;

export const WORKBOOK_TOO_LARGE =
  'The workbook unpacks to more than this server reads (too much data, or a cell longer than Excel allows). Save the sheet as CSV, or split it into smaller files.';
export const WORKBOOK_DAMAGED = 'The workbook is damaged: its parts are not the sizes it declares.';

type Entry = {
  name: string;
  method: number;
  packedBytes: number;
  declaredBytes: number;
  localHeaderOffset: number;
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** The archive's table of contents, or null when it has none that can be read. */
function readDirectory(bytes: Buffer): Entry[] | null {
  // The end record is the last 22 bytes plus a comment of up to 64 kB.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= from; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      packedBytes: bytes.readUInt32LE(at + 20),
      declaredBytes: bytes.readUInt32LE(at + 24),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function packedData(bytes: Buffer, entry: Entry): Buffer | null {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  return bytes.subarray(start, start + entry.packedBytes);
}

/** Sheets and shared strings hold the cells: their text runs are what a parser keeps whole. */
const holdsCells = (name: string) =>
  /^xl\/(worksheets\/[^/]+\.xml|sharedStrings\.xml)$/i.test(name);

export type Verdict = 'ok' | 'too_large' | 'damaged';

/** Follows the runs of text between '<' and '>' across pieces of XML, failing on a long one. */
function textRuns(limit: number) {
  let run = 0;
  return (piece: Buffer): boolean => {
    let pos = 0;
    let lt = piece.indexOf(0x3c);
    let gt = piece.indexOf(0x3e);
    while (pos < piece.length) {
      if (lt !== -1 && lt < pos) lt = piece.indexOf(0x3c, pos);
      if (gt !== -1 && gt < pos) gt = piece.indexOf(0x3e, pos);
      const next = lt === -1 ? gt : gt === -1 ? lt : Math.min(lt, gt);
      if (next === -1) {
        run += piece.length - pos;
        return run <= limit;
      }
      run += next - pos;
      if (run > limit) return false;
      run = 0;
      pos = next + 1;
    }
    return true;
  };
}

/**
 * Inflates one entry in pieces, never holding it whole: stops as soon as it outgrows what it
 * declared, or (for cells) a run of text outgrows Excel's longest cell.
 */
async function inflateWithin(data: Buffer, entry: Entry, limits: WorkbookLimits): Promise<Verdict> {
  const withinRuns = holdsCells(entry.name) ? textRuns(limits.textRunBytes) : undefined;
  let inflated = 0;
  const inflater = entry.method === DEFLATED ? zlib.createInflateRaw() : undefined;
  const pieces: AsyncIterable<Buffer> | Iterable<Buffer> = inflater ?? [data];
  if (inflater) inflater.end(data);
  try {
    for await (const piece of pieces) {
      inflated += piece.length;
      if (inflated > entry.declaredBytes) return 'damaged';
      if (withinRuns && !withinRuns(piece)) return 'too_large';
    }
  } catch {
    return 'damaged';
  } finally {
    inflater?.destroy();
  }
  return inflated === entry.declaredBytes ? 'ok' : 'damaged';
}

/**
 * Checks a workbook's archive before any parser unpacks it: first the sizes it declares (entries,
 * each part, the total, how far each part inflates), then, piece by piece, that each part really
 * is the size it declares and holds no cell longer than Excel allows.
 */
export async function checkWorkbookArchive(
  bytes: Buffer,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
): Promise<Verdict> {
  const entries = readDirectory(bytes);
  if (!entries) return 'damaged';
  if (entries.length > limits.entries) return 'too_large';
  let total = 0;
  for (const entry of entries) {
    if (entry.method !== STORED && entry.method !== DEFLATED) return 'damaged';
    total += entry.declaredBytes;
    if (entry.declaredBytes > limits.entryBytes || total > limits.totalBytes) return 'too_large';
    const ratio = entry.declaredBytes / Math.max(1, entry.packedBytes);
    if (entry.declaredBytes > limits.ratioFloorBytes && ratio > limits.ratio) return 'too_large';
  }
  for (const entry of entries) {
    const data = packedData(bytes, entry);
    if (!data) return 'damaged';
    const verdict = await inflateWithin(data, entry, limits);
    if (verdict !== 'ok') return verdict;
  }
  return 'ok';
}
