import { StatementError } from '../statement.js';
import type { Element } from './element.js';
import { decodeEntities } from './entities.js';
import { LineCounter } from './lineCounter.js';

export type ScanOptions = {
  /**
   * SGML (OFX 1.x): an element with text may be left unclosed (it ends at the next tag), and a
   * closing tag closes every element opened inside it. Otherwise XML: every tag must close.
   */
  sgml: boolean;
  /**
   * Elements handed to `onRecord` as they close instead of being kept in their parent, so that a
   * file of 100,000 entries never holds them all as a tree.
   */
  records: ReadonlySet<string>;
  onRecord: (record: Element, ancestors: readonly Element[]) => void;
};

const ATTRIBUTE = /([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** Shared by the many elements without attributes; never written to. */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** A tag name starts with a letter or `_`. */
function isNameStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** White space, `/` or `>` end a tag's name. */
function isNameEnd(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 47 || c === 62;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** The offset of the first character between `from` and `to` that is not white space, or -1. */
function firstText(text: string, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return i;
  }
  return -1;
}

/**
 * Reads XML or OFX SGML from `start` into elements: a small, strict scanner for the few constructs
 * statements use (elements, attributes, text, entities, CDATA, comments, declarations). A file it
 * cannot read raises a StatementError naming the line. Returns the document's root holder.
 */
export function scanMarkup(text: string, start: number, options: ScanOptions): Element {
  const lines = new LineCounter(text);
  const root: Element = { name: '#document', attributes: {}, children: [], text: '', line: 1 };
  const stack: Element[] = [root];
  /** Raw text of the top element, gathered until it closes. */
  let pending = '';

  const finish = (): void => {
    const element = stack.pop()!;
    element.text = pending === '' ? '' : decodeEntities(pending).trim();
    pending = '';
    if (options.records.has(element.name)) options.onRecord(element, stack);
    else stack[stack.length - 1]!.children.push(element);
  };
  const top = (): Element => stack[stack.length - 1]!;

  let pos = start;
  for (;;) {
    const lt = text.indexOf('<', pos);
    const end = lt === -1 ? text.length : lt;
    const found = firstText(text, pos, end);
    if (found !== -1) {
      if (stack.length === 1) {
        throw new StatementError('text outside any element', lines.at(found));
      }
      pending += text.slice(pos, end);
    }
    if (lt === -1) break;
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4);
      if (close === -1) throw new StatementError('a comment never ends', lines.at(lt));
      pos = close + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', lt)) {
      const close = text.indexOf(']]>', lt + 9);
      if (close === -1) throw new StatementError('a CDATA section never ends', lines.at(lt));
      // Escaped so that decoding the element's text leaves the section as it was written.
      pending += text.slice(lt + 9, close).replace(/&/g, '&amp;');
      pos = close + 3;
      continue;
    }
    const gt = text.indexOf('>', lt);
    if (gt === -1) throw new StatementError('a tag is not closed with ">"', lines.at(lt));
    pos = gt + 1;
    const first = text.charCodeAt(lt + 1);
    if (first === 63 /* ? */ || first === 33 /* ! */) continue;
    const closing = first === 47; /* / */
    const selfClosing = text.charCodeAt(gt - 1) === 47;
    const nameStart = closing ? lt + 2 : lt + 1;
    let nameEnd = nameStart;
    while (nameEnd < gt && !isNameEnd(text.charCodeAt(nameEnd))) nameEnd++;
    if (nameEnd === nameStart || !isNameStart(text.charCodeAt(nameStart))) {
      throw new StatementError(`"${text.slice(lt, gt + 1)}" is not a tag`, lines.at(lt));
    }
    const name = localName(text.slice(nameStart, nameEnd));
    // OFX 1.x: an element with a value ends at the next tag unless that tag closes it.
    const current = top();
    if (options.sgml && pending !== '' && stack.length > 1 && !(closing && current.name === name)) {
      finish();
    }
    if (closing) {
      closeElement(name, lt);
      continue;
    }
    const element: Element = {
      name,
      attributes:
        nameEnd < (selfClosing ? gt - 1 : gt)
          ? attributesOf(text.slice(nameEnd, selfClosing ? gt - 1 : gt))
          : NO_ATTRIBUTES,
      children: [],
      text: '',
      line: lines.at(lt),
    };
    stack.push(element);
    pending = '';
    if (selfClosing) finish();
  }
  if (options.sgml && pending !== '' && stack.length > 1) finish();
  if (stack.length > 1) {
    const open = top();
    throw new StatementError(
      `the file ends inside <${open.name}> opened on line ${open.line}: is it cut short?`,
      lines.at(text.trimEnd().length),
    );
  }
  return root;

  function closeElement(name: string, at: number): void {
    if (top().name === name && stack.length > 1) {
      finish();
      return;
    }
    const index = stack.findLastIndex((element, i) => i > 0 && element.name === name);
    if (index === -1 || !options.sgml) {
      const open =
        stack.length > 1 ? ` where </${top().name}> (line ${top().line}) was expected` : '';
      throw new StatementError(`</${name}> closes no open element${open}`, lines.at(at));
    }
    // An OFX 1.x element left empty and unclosed (`<MEMO>` then `<FITID>1`) looked like an
    // aggregate: what it seemed to hold belongs to its parent. A record left unclosed keeps its own.
    while (stack.length > index + 1) {
      const unclosed = stack[stack.length - 1]!;
      if (options.records.has(unclosed.name)) {
        finish();
        continue;
      }
      const moved = unclosed.children;
      unclosed.children = [];
      finish();
      stack[stack.length - 1]!.children.push(...moved);
    }
    finish();
  }
}

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(text); match !== null; match = ATTRIBUTE.exec(text)) {
    attributes[localName(match[1]!)] = decodeEntities(match[2] ?? match[3] ?? '');
  }
  return attributes;
}
