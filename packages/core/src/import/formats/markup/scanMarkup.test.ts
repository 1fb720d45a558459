import { describe, expect, it } from 'vitest';
import type { Element } from './element.js';
import { textAt } from './element.js';
import { scanMarkup } from './scanMarkup.js';

function scan(text: string, sgml: boolean) {
  const records: Element[] = [];
  const root = scanMarkup(text, 0, {
    sgml,
    records: new Set(['R']),
    onRecord: (record) => records.push(record),
  });
  return { root, records };
}

describe('scanMarkup', () => {
  it('reads unclosed SGML elements: a value ends at the next tag', () => {
    const { root, records } = scan('<A>\n<B>one\n<R><C>two<D>three</R>\n<E>four</E>\n</A>', true);
    expect(records.map((r) => [textAt(r, 'C'), textAt(r, 'D'), r.line])).toEqual([
      ['two', 'three', 3],
    ]);
    expect(textAt(root, 'A', 'B')).toBe('one');
    expect(textAt(root, 'A', 'E')).toBe('four');
  });

  it('reads XML attributes, entities, CDATA, comments and namespace prefixes', () => {
    const { root } = scan(
      '<?xml version="1.0"?><!-- c --><x:A><x:B Ccy="EUR">1&amp;2&#233;</x:B><C><![CDATA[a<b&c]]></C><D/></x:A>',
      false,
    );
    const b = root.children[0]!.children[0]!;
    expect([b.name, b.attributes, b.text]).toEqual(['B', { Ccy: 'EUR' }, '1&2é']);
    expect(textAt(root, 'A', 'C')).toBe('a<b&c');
    expect(textAt(root, 'A', 'D')).toBe('');
  });

  it('reads an empty, unclosed OFX element as an empty value, not as holding what follows', () => {
    const { records } = scan('<A><R><NAME>X<MEMO>\n<FITID>1\n<TRNAMT>-2.00\n</R></A>', true);
    expect(records[0]!.children.map((c) => [c.name, c.text])).toEqual([
      ['NAME', 'X'],
      ['MEMO', ''],
      ['FITID', '1'],
      ['TRNAMT', '-2.00'],
    ]);
    // A record whose closing tag is missing keeps what it holds.
    const unclosed = scan('<A><L><R><FITID>2<TRNAMT>1.00</L></A>', true).records;
    expect(unclosed.map((r) => textAt(r, 'FITID'))).toEqual(['2']);
  });

  it('keeps a bare & of an OFX value as written', () => {
    const { root } = scan('<A><NAME>AT&T WIRELESS</A>', true);
    expect(textAt(root, 'A', 'NAME')).toBe('AT&T WIRELESS');
  });

  it('names the line of what it cannot read', () => {
    expect(() => scan('<A>\n<B>x</C>\n</A>', false)).toThrow(
      'Line 2: </C> closes no open element where </B> (line 2) was expected',
    );
    expect(() => scan('<A>\n<B x="1"\n', false)).toThrow('Line 2: a tag is not closed with ">"');
    expect(() => scan('<A>\n<1B>\n</A>', false)).toThrow('Line 2: "<1B>" is not a tag');
    expect(() => scan('<A></A>\ntrailing', false)).toThrow('Line 2: text outside any element');
  });
});
