/** One element of a Kyero property as parsed: its own text (trimmed), attributes and child elements. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
  line: number;
}

/** The first child element of that name (Kyero's elements are an xs:all: read by name, never by position). */
export const childOf = (node: XmlNode | undefined, name: string): XmlNode | undefined =>
  node?.children.find((c) => c.name === name);

/** Every child element of that name. */
export const childrenOf = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node ? node.children.filter((c) => c.name === name) : [];

/** The trimmed text of a child element, or null when it is absent or empty. */
export function textOf(node: XmlNode | undefined, name: string): string | null {
  const text = childOf(node, name)?.text.trim();
  return text ? text : null;
}

/** The texts of a per-language block (`<desc><en>…</en><fr>…</fr></desc>`) by language code, empty ones left out. */
export function languageTexts(node: XmlNode | undefined): Map<string, string> {
  const texts = new Map<string, string>();
  for (const child of node?.children ?? []) {
    const text = child.text.trim();
    if (text && !texts.has(child.name)) texts.set(child.name, text);
  }
  return texts;
}
