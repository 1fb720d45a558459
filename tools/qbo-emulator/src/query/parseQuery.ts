/**
 * The part of Intuit's query language the emulator answers:
 * `SELECT * | COUNT(*) FROM Entity [WHERE f op v [AND ...]] [ORDERBY f [ASC|DESC]]
 *  [STARTPOSITION n] [MAXRESULTS n]`, keywords in any case.
 */
export type Operator = '=' | '<' | '>' | '<=' | '>=' | 'IN' | 'LIKE';
export type Literal = string | number | boolean;
export type Condition = { field: string; operator: Operator; value: Literal | Literal[] };

export type Query = {
  entity: string;
  count: boolean;
  where: Condition[];
  orderBy?: { field: string; descending: boolean };
  /** 1-based, as in Intuit's API. */
  startPosition: number;
  maxResults: number;
};

export type QueryError = { code: '4000' | '4001'; message: string; detail: string };
export type ParseResult = { ok: true; query: Query } | { ok: false; error: QueryError };

export const MAX_RESULTS_LIMIT = 1000;

type Token = { kind: 'word' | 'string' | 'number' | 'symbol'; text: string; column: number };

function tokenize(source: string): Token[] | { column: number; text: string } {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source.charAt(i);
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === "'") {
      let text = '';
      let j = i + 1;
      while (j < source.length && source.charAt(j) !== "'") {
        if (source.charAt(j) === '\\' && j + 1 < source.length) j += 1;
        text += source.charAt(j);
        j += 1;
      }
      if (j >= source.length) return { column: i + 1, text: source.slice(i) };
      tokens.push({ kind: 'string', text, column: i + 1 });
      i = j + 1;
    } else if (/[0-9.-]/.test(ch)) {
      const match = /^-?\d+(\.\d+)?/.exec(source.slice(i));
      if (!match) return { column: i + 1, text: ch };
      tokens.push({ kind: 'number', text: match[0], column: i + 1 });
      i += match[0].length;
    } else if (/[A-Za-z_]/.test(ch)) {
      const match = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(source.slice(i)) as RegExpExecArray;
      tokens.push({ kind: 'word', text: match[0], column: i + 1 });
      i += match[0].length;
    } else {
      const two = source.slice(i, i + 2);
      const text = two === '<=' || two === '>=' ? two : ch;
      if (!['<=', '>=', '<', '>', '=', '(', ')', ',', '*'].includes(text)) {
        return { column: i + 1, text: ch };
      }
      tokens.push({ kind: 'symbol', text, column: i + 1 });
      i += text.length;
    }
  }
  return tokens;
}

const parseError = (token: Token | undefined, source: string): ParseResult => ({
  ok: false,
  error: {
    code: '4000',
    message: 'Error parsing query',
    detail: token
      ? `QueryParserError: Encountered "${token.text}" at line 1, column ${token.column}.`
      : `QueryParserError: Encountered "<EOF>" at line 1, column ${source.length + 1}.`,
  },
});

const validationError = (detail: string): ParseResult => ({
  ok: false,
  error: { code: '4001', message: 'Invalid query', detail: `QueryValidationError: ${detail}` },
});

export function parseQuery(source: string): ParseResult {
  const tokenized = tokenize(source);
  if (!Array.isArray(tokenized)) {
    return parseError({ kind: 'symbol', ...tokenized }, source);
  }
  const tokens = tokenized;
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const isWord = (word: string): boolean =>
    peek()?.kind === 'word' && peek()?.text.toUpperCase() === word;
  const isSymbol = (symbol: string): boolean =>
    peek()?.kind === 'symbol' && peek()?.text === symbol;

  if (!isWord('SELECT')) return parseError(peek(), source);
  pos += 1;
  let count = false;
  if (isSymbol('*')) {
    pos += 1;
  } else if (isWord('COUNT')) {
    pos += 1;
    for (const symbol of ['(', '*', ')']) {
      if (!isSymbol(symbol)) return parseError(peek(), source);
      pos += 1;
    }
    count = true;
  } else {
    return parseError(peek(), source);
  }
  if (!isWord('FROM')) return parseError(peek(), source);
  pos += 1;
  const entityToken = peek();
  if (entityToken?.kind !== 'word') return parseError(entityToken, source);
  pos += 1;

  const where: Condition[] = [];
  if (isWord('WHERE')) {
    pos += 1;
    for (;;) {
      const fieldToken = peek();
      if (fieldToken?.kind !== 'word') return parseError(fieldToken, source);
      pos += 1;
      let operator: Operator;
      if (isWord('IN') || isWord('LIKE')) {
        operator = (peek() as Token).text.toUpperCase() as Operator;
      } else if (
        peek()?.kind === 'symbol' &&
        ['=', '<', '>', '<=', '>='].includes(peek()?.text ?? '')
      ) {
        operator = (peek() as Token).text as Operator;
      } else {
        return parseError(peek(), source);
      }
      pos += 1;
      const readLiteral = (): Literal | undefined => {
        const token = peek();
        if (!token) return undefined;
        if (token.kind === 'string') {
          pos += 1;
          return token.text;
        }
        if (token.kind === 'number') {
          pos += 1;
          return Number(token.text);
        }
        if (token.kind === 'word' && /^(true|false)$/i.test(token.text)) {
          pos += 1;
          return token.text.toLowerCase() === 'true';
        }
        return undefined;
      };
      let value: Literal | Literal[];
      if (operator === 'IN') {
        if (!isSymbol('(')) return parseError(peek(), source);
        pos += 1;
        const values: Literal[] = [];
        for (;;) {
          const literal = readLiteral();
          if (literal === undefined) return parseError(peek(), source);
          values.push(literal);
          if (isSymbol(',')) {
            pos += 1;
            continue;
          }
          if (isSymbol(')')) {
            pos += 1;
            break;
          }
          return parseError(peek(), source);
        }
        value = values;
      } else {
        const literal = readLiteral();
        if (literal === undefined) return parseError(peek(), source);
        value = literal;
      }
      where.push({ field: fieldToken.text, operator, value });
      if (!isWord('AND')) break;
      pos += 1;
    }
  }

  let orderBy: Query['orderBy'];
  if (isWord('ORDERBY') || isWord('ORDER')) {
    if (isWord('ORDER')) {
      pos += 1;
      if (!isWord('BY')) return parseError(peek(), source);
    }
    pos += 1;
    const fieldToken = peek();
    if (fieldToken?.kind !== 'word') return parseError(fieldToken, source);
    pos += 1;
    let descending = false;
    if (isWord('DESC') || isWord('ASC')) {
      descending = isWord('DESC');
      pos += 1;
    }
    orderBy = { field: fieldToken.text, descending };
  }

  let startPosition = 1;
  let maxResults = 100;
  for (const [keyword, assign] of [
    ['STARTPOSITION', (n: number) => (startPosition = n)],
    ['MAXRESULTS', (n: number) => (maxResults = n)],
  ] as const) {
    if (!isWord(keyword)) continue;
    pos += 1;
    const token = peek();
    if (token?.kind !== 'number' || !/^\d+$/.test(token.text)) return parseError(token, source);
    assign(Number(token.text));
    pos += 1;
  }
  if (pos < tokens.length) return parseError(peek(), source);
  if (maxResults > MAX_RESULTS_LIMIT) {
    return validationError(
      `value ${maxResults} is too large. Max allowed value is ${MAX_RESULTS_LIMIT}`,
    );
  }
  if (startPosition < 1) return validationError('STARTPOSITION must be 1 or more');
  return {
    ok: true,
    query: {
      entity: entityToken.text,
      count,
      where,
      ...(orderBy ? { orderBy } : {}),
      startPosition,
      maxResults,
    },
  };
}
