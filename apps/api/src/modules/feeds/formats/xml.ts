// Streaming XML: the feed is fed to saxes a chunk at a time and each entry element (<Listing>, <ad>) is built into
// a small tree, handed over when it closes and dropped: memory holds one entry, never the document. No DTD is
// read and no entity is defined by the document, so entity expansion attacks and external entities do nothing.
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';

export interface XmlNode {
  /** As written (case kept). */
  name: string;
  /** Attribute names in lower case (feeds are not consistent about case). */
  attrs: Record<string, string>;
  text: string;
  children: XmlNode[];
  /** Children by lower-case name, built on first lookup. */
  index?: Map<string, XmlNode[]>;
}

export type XmlItem =
  | { kind: 'entry'; node: XmlNode; index: number; line: number }
  /** An entry that could not be read (a bad character, an unknown entity, too large). */
  | { kind: 'bad-entry'; index: number; line: number; reason: string; id?: string }
  /** The document is broken here: nothing after it was read. */
  | { kind: 'fatal'; line: number; reason: string };

export interface XmlEntrySpec {
  /** Accepted root element names (compared without case). */
  roots: string[];
  /** The entry element's name (compared without case), e.g. "Listing". */
  entry: string;
  /** Characters of text one entry may hold. Default 1,000,000. */
  maxEntryChars?: number;
}

/** Common HTML entities property-management systems write into XML although XML does not define them. */
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  ocirc: 'ô',
  icirc: 'î',
  ucirc: 'û',
  Eacute: 'É',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  copy: '©',
  reg: '®',
  deg: '°',
  sup2: '²',
  frac12: '½',
  middot: '·',
  bull: '•',
  euro: '€',
};

const RECOVERABLE = /undefined entity|disallowed character/i;
/** Elements one entry may hold (a listing has a few dozen; photos and tags included, a few hundred). */
const MAX_ENTRY_ELEMENTS = 5000;

/** The encoding named in the XML declaration ("ISO-8859-1", "windows-1252"), or utf-8. */
function declaredEncoding(head: Buffer): string {
  const prolog = head.subarray(0, 200).toString('latin1');
  const match = /^\uFEFF?<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(prolog);
  return match ? (match[1] as string).toLowerCase() : 'utf-8';
}

function lowerKeys(attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k in attrs) out[k.toLowerCase()] = attrs[k] as string;
  return out;
}

function attr(attrs: Record<string, string>, name: string): string | undefined {
  return attrs[name.toLowerCase()];
}

export async function* streamXmlEntries(input: Readable, spec: XmlEntrySpec): AsyncGenerator<XmlItem> {
  const roots = spec.roots.map((r) => r.toLowerCase());
  const entryName = spec.entry.toLowerCase();
  const maxChars = spec.maxEntryChars ?? 1_000_000;

  const parser = new SaxesParser({ position: true });
  Object.assign(parser.ENTITIES, HTML_ENTITIES);

  const queue: XmlItem[] = [];
  let fatal: XmlItem | null = null;
  let depth = 0;
  let sawRoot = false;
  let index = 0;
  /** The open elements inside the current entry; [0] is the entry. */
  let stack: XmlNode[] = [];
  let entryLine = 0;
  let entryChars = 0;
  let entryNodes = 0;
  /** Open elements inside the entry that were not kept (too deep, too many): their close tags are skipped too. */
  let skipped = 0;
  let entryProblem: string | null = null;

  const stop = (reason: string) => {
    if (!fatal) fatal = { kind: 'fatal', line: parser.line, reason };
  };

  parser.on('opentag', (tag) => {
    if (fatal) return;
    const name = tag.name;
    const attrs = lowerKeys(tag.attributes as Record<string, string>);
    if (depth === 0) {
      sawRoot = true;
      if (!roots.includes(name.toLowerCase())) {
        stop(`the document's root element is <${name}>, not <${spec.roots[0]}>: is the feed's format right?`);
      }
    }
    depth++;
    if (stack.length > 0) {
      if (stack.length > 32 || ++entryNodes > MAX_ENTRY_ELEMENTS) {
        entryProblem ??= stack.length > 32 ? 'elements are nested too deep' : 'the entry has too many elements';
        skipped++;
        return;
      }
      const node: XmlNode = { name, attrs, text: '', children: [] };
      (stack[stack.length - 1] as XmlNode).children.push(node);
      stack.push(node);
    } else if (name.toLowerCase() === entryName) {
      index++;
      entryLine = parser.line;
      entryChars = 0;
      entryNodes = 0;
      skipped = 0;
      entryProblem = null;
      stack = [{ name, attrs, text: '', children: [] }];
    }
  });

  const onText = (text: string) => {
    if (fatal || stack.length === 0) return;
    entryChars += text.length;
    if (entryChars > maxChars) {
      entryProblem ??= `the entry holds more than ${maxChars.toLocaleString('en')} characters`;
      return;
    }
    (stack[stack.length - 1] as XmlNode).text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  parser.on('closetag', (tag) => {
    if (fatal) return;
    depth--;
    if (stack.length === 0) return;
    if (skipped > 0) {
      skipped--;
      return;
    }
    const node = stack.pop() as XmlNode;
    if (stack.length > 0 || node.name !== tag.name) return;
    const id = attr(node.attrs, 'id') ?? childText(node, 'id')?.trim();
    if (entryProblem) {
      queue.push({ kind: 'bad-entry', index, line: entryLine, reason: entryProblem, ...(id ? { id } : {}) });
    } else {
      queue.push({ kind: 'entry', node, index, line: entryLine });
    }
    stack = [];
  });

  parser.on('error', (error) => {
    const message = error.message.replace(/^(?:[^:\s]*:)?\d+:\d+: /, '');
    if (RECOVERABLE.test(message)) {
      if (stack.length > 0) entryProblem ??= `XML error: ${message}`;
      return;
    }
    stop(`the XML is broken: ${message}`);
  });

  let decoder: InstanceType<typeof TextDecoder> | null = null;
  try {
    for await (const chunk of input) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      if (!decoder) {
        const encoding = declaredEncoding(bytes);
        try {
          decoder = new TextDecoder(encoding);
        } catch {
          yield {
            kind: 'fatal',
            line: 1,
            reason: `the XML declares the encoding "${encoding}", which is not supported`,
          };
          return;
        }
      }
      parser.write(decoder.decode(bytes, { stream: true }));
      for (const item of queue) yield item;
      queue.length = 0;
      if (fatal) {
        yield fatal;
        return;
      }
    }
    if (decoder) parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    for (const item of queue) yield item;
    queue.length = 0;
    yield { kind: 'fatal', line: parser.line, reason: `the feed could not be read: ${(error as Error).message}` };
    return;
  }
  for (const item of queue) yield item;
  queue.length = 0;
  if (!sawRoot) yield { kind: 'fatal', line: 1, reason: 'the feed is empty: no XML document was found' };
  else if (fatal) yield fatal;
}

/** Tree helpers for the formats: child elements by name, without case. */
const NONE: XmlNode[] = [];

export function childrenNamed(node: XmlNode, name: string): XmlNode[] {
  if (!node.index) {
    node.index = new Map();
    for (const c of node.children) {
      const key = c.name.toLowerCase();
      const list = node.index.get(key);
      if (list) list.push(c);
      else node.index.set(key, [c]);
    }
  }
  return node.index.get(name.toLowerCase()) ?? NONE;
}

export function childText(node: XmlNode, ...names: string[]): string | undefined {
  for (const name of names) {
    const child = childrenNamed(node, name)[0];
    if (child) return child.text;
  }
  return undefined;
}

export function attrOf(node: XmlNode, name: string): string | undefined {
  return attr(node.attrs, name);
}
