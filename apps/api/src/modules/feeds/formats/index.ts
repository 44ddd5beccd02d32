// The feed parsers: parseFeed(format, stream) yields each entry in document order, validated into a FeedEntry or
// refused with where it is and why, reading the stream a chunk at a time (memory holds one entry, plus the set of
// external ids seen, to refuse a second entry with the same id). See types.ts for the contract and
// docs/feeds.md for the formats.
import type { Readable } from 'node:stream';
import { CSV_LABELS, streamCsvRows } from './csv.ts';
import { toFeedEntry } from './entry.ts';
import { HOTPADS_LABELS, HOTPADS_SPEC, hotpadsEntry } from './hotpads.ts';
import { TROVIT_LABELS, TROVIT_SPEC, trovitEntry } from './trovit.ts';
import type { FeedFormat, ParsedItem, ParseFeedOptions } from './types.ts';
import { streamXmlEntries } from './xml.ts';

export { CSV_COLUMNS } from './csv.ts';
export { fallbackTitle } from './entry.ts';
export * from './types.ts';

type Located =
  | { kind: 'raw'; position: string; line: number; entry: ReturnType<typeof toFeedEntry>; id?: string }
  | { kind: 'bad'; position: string; reason: string; id?: string }
  | { kind: 'fatal'; position: string; reason: string };

const idOf = (value: string | undefined) => {
  const id = value?.trim().slice(0, 100);
  return id ? { id } : {};
};

async function* csvItems(input: Readable): AsyncGenerator<Located> {
  for await (const item of streamCsvRows(input)) {
    const position = `line ${item.line}`;
    if (item.kind === 'row') {
      yield {
        kind: 'raw',
        position,
        line: item.line,
        entry: toFeedEntry(item.raw, CSV_LABELS),
        ...idOf(item.raw.externalId),
      };
    } else if (item.kind === 'bad-row') yield { kind: 'bad', position, reason: item.reason, ...idOf(item.id) };
    else yield { kind: 'fatal', position, reason: item.reason };
  }
}

async function* xmlItems(input: Readable, format: 'hotpads' | 'trovit'): AsyncGenerator<Located> {
  const spec = format === 'hotpads' ? HOTPADS_SPEC : TROVIT_SPEC;
  const labels = format === 'hotpads' ? HOTPADS_LABELS : TROVIT_LABELS;
  const toRaw = format === 'hotpads' ? hotpadsEntry : trovitEntry;
  for await (const item of streamXmlEntries(input, spec)) {
    if (item.kind === 'fatal') {
      yield { kind: 'fatal', position: `line ${item.line}`, reason: item.reason };
      continue;
    }
    const position = `<${spec.entry}> #${item.index} (line ${item.line})`;
    if (item.kind === 'bad-entry') {
      yield { kind: 'bad', position, reason: item.reason, ...idOf(item.id) };
      continue;
    }
    const raw = toRaw(item.node);
    if ('notRental' in raw) {
      yield { kind: 'bad', position, reason: `not a rental (${raw.notRental}): skipped` };
      continue;
    }
    yield { kind: 'raw', position, line: item.line, entry: toFeedEntry(raw, labels), ...idOf(raw.externalId) };
  }
}

/**
 * Yields every entry of the feed in `format` read from `input`, validated; a bad entry is reported and parsing goes
 * on; a broken document ends with a `fatal` item (see ParsedItem). Never throws for the feed's content or a stream
 * error: those become items.
 */
export async function* parseFeed(
  format: FeedFormat,
  input: Readable,
  options: ParseFeedOptions = {},
): AsyncGenerator<ParsedItem> {
  const source = format === 'csv' ? csvItems(input) : xmlItems(input, format);
  /** External id -> the line of the entry that first used it (a number costs less than its position text). */
  const seen = new Map<string, number>();
  let count = 0;
  try {
    for await (const item of source) {
      if (item.kind === 'fatal') {
        yield { ok: false, position: item.position, reason: item.reason, fatal: true };
        return;
      }
      count++;
      if (options.maxEntries !== undefined && count > options.maxEntries) {
        yield {
          ok: false,
          position: item.position,
          reason: `the feed has more than ${options.maxEntries.toLocaleString('en')} entries: the rest was not read`,
          fatal: true,
        };
        return;
      }
      if (item.kind === 'bad') {
        yield { ok: false, position: item.position, reason: item.reason, ...(item.id ? { externalId: item.id } : {}) };
        continue;
      }
      if (!item.entry.ok) {
        yield {
          ok: false,
          position: item.position,
          reason: item.entry.reason,
          ...(item.id ? { externalId: item.id } : {}),
        };
        continue;
      }
      const entry = item.entry.entry;
      const first = seen.get(entry.externalId);
      if (first !== undefined) {
        yield {
          ok: false,
          position: item.position,
          externalId: entry.externalId,
          reason: `the external id ${entry.externalId} was already used by the entry on line ${first}: only the first is imported`,
        };
        continue;
      }
      seen.set(entry.externalId, item.line);
      yield { ok: true, entry, position: item.position };
    }
  } finally {
    input.destroy();
  }
}
