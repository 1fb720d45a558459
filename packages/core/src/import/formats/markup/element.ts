/** One element of an XML or OFX document: its text, or the elements it holds. */
export type Element = {
  /** The tag name without a namespace prefix (`ns2:Ntry` -> `Ntry`). */
  name: string;
  attributes: Record<string, string>;
  children: Element[];
  /** The element's own text, entities decoded and trimmed; '' for an aggregate. */
  text: string;
  /** 1-based line of the file the element starts on. */
  line: number;
};

/** The first child named `name`, following a path of names (`child(ntry, 'BookgDt', 'Dt')`). */
export function child(element: Element | undefined, ...path: string[]): Element | undefined {
  let current = element;
  for (const name of path) {
    if (current === undefined) return undefined;
    current = current.children.find((c) => c.name === name);
  }
  return current;
}

/** Every child named `name`. */
export function children(element: Element | undefined, name: string): Element[] {
  return element === undefined ? [] : element.children.filter((c) => c.name === name);
}

/** The text at the end of `path`, or '' when an element on the way is missing. */
export function textAt(element: Element | undefined, ...path: string[]): string {
  return child(element, ...path)?.text ?? '';
}
