import { SaxesParser } from 'saxes';
import { VitrineError } from '../../pipeline/errors.js';
import { MAX_DEPTH, MAX_ELEMENTS_PER_PROPERTY, MAX_PROPERTY_CHARS, MAX_TEXT_CHARS, PARSE_SLICE_CHARS } from './limits.js';
import type { XmlNode } from './xml-node.js';

// A Kyero v3 feed read as a stream (DESIGN.md, Sources): `<root><kyero><feed_version>3</feed_version>
// </kyero><property>…</property>…</root>`. saxes checks well-formedness and gives line numbers; each
// <property> is built as a small tree and handed on as soon as it closes, so memory follows one
// property, not the feed. Hostile XML is refused outright: any DOCTYPE (so no entity is ever
// declared, let alone expanded: billion laughs stops at its first line), nesting past MAX_DEPTH, a
// text past MAX_TEXT_CHARS, a property past its element or character bounds.

export interface KyeroRecord {
  node: XmlNode;
  /** 1-based rank among the feed's properties. */
  position: number;
  line: number;
}

/** Where the feed is read from, for messages: "the Kyero feed https://… " or "the Kyero file …". */
export interface FeedPlace {
  describe: string;
}

const HINT_MALFORMED =
  'Ask whoever publishes the feed to fix it (Kyero v3: kyeroV3.0.xsd), and check a saved copy with `vitrine validate <file.xml>`.';
const HINT_HOSTILE =
  'A Kyero v3 feed needs no DOCTYPE, entities or deep nesting: ask whoever publishes it why it has them; the feed is not read until then.';

const bad = (place: FeedPlace, what: string, hint = HINT_MALFORMED) =>
  new VitrineError('FEED_BAD_RESPONSE', `${place.describe} ${what}`, hint);
const hostile = (place: FeedPlace, what: string) => new VitrineError('FEED_REFUSED', `${place.describe} ${what}`, HINT_HOSTILE);

/** The feed's properties one at a time; throws a VitrineError when the feed as a whole cannot be read. */
export async function* parseKyero(chunks: AsyncIterable<Uint8Array | string>, place: FeedPlace): AsyncGenerator<KyeroRecord> {
  const parser = new SaxesParser({ position: true });
  // saxes keeps the text it is collecting (a text node, CDATA, comment, DOCTYPE, attribute value) here.
  const collecting = parser as unknown as { text?: string; name?: string };
  const ready: KyeroRecord[] = [];
  let depth = 0;
  let header: 'none' | 'open' | 'done' = 'none';
  let version: string | null = null;
  let inVersion = false;
  let position = 0;
  /** The open elements of the property being built, outermost first; empty outside a property. */
  const open: XmlNode[] = [];
  let elements = 0;
  let chars = 0;

  const at = () => `at line ${parser.line}, column ${parser.column}`;
  const requireHeader = () => {
    if (header === 'none' || version === null)
      throw bad(
        place,
        `has no <kyero><feed_version>3</feed_version></kyero> before its first property (${at()}): not a Kyero v3 feed`,
      );
    if (!/^3(\.\d+)?$/.test(version))
      throw bad(place, `says feed_version ${JSON.stringify(version.slice(0, 20))}: only Kyero version 3 is read`);
  };

  parser.on('error', (error) => {
    const reason = error.message.replace(/^\d+:\d+: /, '');
    throw bad(place, `is not well-formed XML ${at()}: ${reason}`);
  });
  parser.on('xmldecl', (decl) => {
    if (decl.encoding && !/^utf-?8$/i.test(decl.encoding))
      throw bad(place, `declares the encoding ${JSON.stringify(decl.encoding.slice(0, 20))}: Kyero feeds are UTF-8`);
  });
  parser.on('doctype', () => {
    throw hostile(place, `has a DOCTYPE (${at()}): refused, since a DOCTYPE can declare entities that expand without bound`);
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth > MAX_DEPTH) throw hostile(place, `nests elements more than ${MAX_DEPTH} deep (${at()}): refused`);
    if (depth === 1) {
      if (tag.name !== 'root')
        throw bad(place, `starts with <${tag.name.slice(0, 40)}> where a Kyero feed starts with <root> (${at()})`);
      return;
    }
    if (depth === 2 && tag.name === 'kyero') header = 'open';
    if (depth === 3 && header === 'open' && tag.name === 'feed_version') inVersion = true;
    if (depth === 2 && tag.name === 'property') {
      requireHeader();
      position += 1;
      elements = 0;
      chars = 0;
    }
    if (depth === 2 && tag.name !== 'property') return;
    if (depth > 2 && open.length === 0) return; // inside <kyero>, <agent> or an unknown block
    elements += 1;
    if (elements > MAX_ELEMENTS_PER_PROPERTY)
      throw hostile(
        place,
        `has a property with more than ${MAX_ELEMENTS_PER_PROPERTY} elements (property ${position}, ${at()}): refused`,
      );
    const node: XmlNode = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      text: '',
      children: [],
      line: parser.line,
    };
    open.at(-1)?.children.push(node);
    open.push(node);
  });
  const onText = (text: string) => {
    if (inVersion) version = (version ?? '') + text.trim();
    const node = open.at(-1);
    if (!node) return;
    chars += text.length;
    if (chars > MAX_PROPERTY_CHARS)
      throw hostile(
        place,
        `has a property with more than ${MAX_PROPERTY_CHARS} characters of text (property ${position}, ${at()}): refused`,
      );
    node.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    depth -= 1;
    inVersion = false;
    if (depth === 1 && header === 'open') header = 'done';
    const node = open.pop();
    if (node && open.length === 0) ready.push({ node, position, line: node.line });
  });

  const decoder = new TextDecoder('utf-8', { fatal: true });
  const write = (text: string) => {
    for (let i = 0; i < text.length; i += PARSE_SLICE_CHARS) {
      parser.write(text.slice(i, i + PARSE_SLICE_CHARS));
      // Checked between slices: what saxes is still collecting never grows past the bound by more than a slice.
      if ((collecting.text?.length ?? 0) > MAX_TEXT_CHARS || (collecting.name?.length ?? 0) > MAX_TEXT_CHARS)
        throw hostile(place, `has a text, comment, name or DOCTYPE of more than ${MAX_TEXT_CHARS} characters (${at()}): refused`);
    }
  };
  let bytes = 0;
  for await (const chunk of chunks) {
    if (typeof chunk === 'string') write(chunk);
    else {
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        throw bad(place, `is not UTF-8 text (near byte ${bytes}, after ${at().replace('at ', '')})`);
      }
      bytes += chunk.length;
      write(text);
    }
    yield* ready.splice(0);
  }
  try {
    write(decoder.decode());
  } catch (error) {
    if (error instanceof VitrineError) throw error;
    throw bad(place, 'ends in the middle of a UTF-8 character: the file or the answer was cut short');
  }
  parser.close();
  yield* ready.splice(0);
  if (position === 0) requireHeader(); // a feed with no property still says it is Kyero v3
}
