// The CSV feed: a header line naming the columns (the listing's own field names in snake_case, docs/feeds.md),
// then one listing per record. Parsed a record at a time by csv-parse; comma, semicolon or tab separated (read
// from the header line); UTF-8 with or without a byte-order mark.
import { pipeline, Readable, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import type { FieldLabels, RawEntry } from './entry.ts';

/** Column -> RawEntry field. Lists (pet_policies, amenities, utilities, photo_urls) are separated by "|". */
export const CSV_COLUMNS = {
  external_id: 'externalId',
  title: 'title',
  description: 'description',
  description_fr: 'descriptionFr',
  street_address: 'streetAddress',
  unit: 'unit',
  city: 'city',
  province: 'province',
  country: 'country',
  postal_code: 'postalCode',
  lat: 'lat',
  lng: 'lng',
  rent: 'rent',
  rent_frequency: 'rentFrequency',
  deposit: 'deposit',
  beds: 'beds',
  baths: 'baths',
  sqft: 'sqft',
  rental_type: 'rentalType',
  furnished: 'furnished',
  pet_policies: 'petPolicies',
  amenities: 'amenities',
  utilities: 'utilities',
  parking: 'parking',
  available_date: 'availableDate',
  lease_term: 'leaseTerm',
  contact_name: 'contactName',
  contact_phone: 'contactPhone',
  contact_email: 'contactEmail',
  photo_urls: 'photoUrls',
} as const satisfies Record<string, keyof RawEntry>;

export type CsvColumn = keyof typeof CSV_COLUMNS;

/** Other names exports use for the same columns. */
const ALIASES: Record<string, CsvColumn> = {
  id: 'external_id',
  latitude: 'lat',
  longitude: 'lng',
  lon: 'lng',
  zip: 'postal_code',
  zip_code: 'postal_code',
  postcode: 'postal_code',
  address: 'street_address',
  bedrooms: 'beds',
  bathrooms: 'baths',
  square_feet: 'sqft',
  photos: 'photo_urls',
  state: 'province',
};

const LIST_COLUMNS = new Set<CsvColumn>(['pet_policies', 'amenities', 'utilities', 'photo_urls']);

export const CSV_LABELS: FieldLabels = Object.fromEntries(
  Object.entries(CSV_COLUMNS).map(([column, field]) => [field, column]),
);

export type CsvItem =
  | { kind: 'row'; raw: RawEntry; line: number }
  | { kind: 'bad-row'; line: number; reason: string; id?: string }
  | { kind: 'fatal'; line: number; reason: string };

const MAX_RECORD_CHARS = 1_000_000;

function columnName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The separator the header line uses most: comma, semicolon or tab. */
function sniffDelimiter(head: string): string {
  const line = head.split(/\r?\n/, 1)[0] ?? '';
  const unquoted = line.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, unquoted.split(d).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

/** CRLF -> LF (a lone CR too), so line numbers are counted one way. */
function lineEndings(): Transform {
  let pendingCr = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!pendingCr && chunk.indexOf(13) === -1) {
        callback(null, chunk);
        return;
      }
      let s = chunk.toString('latin1');
      if (pendingCr) s = `\r${s}`;
      pendingCr = s.endsWith('\r');
      if (pendingCr) s = s.slice(0, -1);
      callback(null, Buffer.from(s.replace(/\r\n?/g, '\n'), 'latin1'));
    },
    flush(callback) {
      callback(null, pendingCr ? Buffer.from('\n') : null);
    },
  });
}

function splitList(column: CsvColumn, value: string): string[] {
  const separators = column === 'photo_urls' ? /[|\s]+/ : /[|;]/;
  return value
    .split(separators)
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

export async function* streamCsvRows(input: Readable): AsyncGenerator<CsvItem> {
  const iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  let first: IteratorResult<Buffer | string>;
  try {
    first = await iterator.next();
  } catch (error) {
    yield { kind: 'fatal', line: 1, reason: `the feed could not be read: ${(error as Error).message}` };
    return;
  }
  if (first.done) {
    yield { kind: 'fatal', line: 1, reason: 'the file is empty' };
    return;
  }
  const head = typeof first.value === 'string' ? first.value : first.value.subarray(0, 64 * 1024).toString('utf8');
  const delimiter = sniffDelimiter(head.replace(/^\uFEFF/, ''));

  // Only whole lines go to the parser: when the stream fails (a size limit, a dropped connection), the half line
  // it ended on is not parsed as a (truncated) record; the records before it are kept and a fatal item follows.
  let sourceError: Error | null = null;
  const source = Readable.from(
    (async function* () {
      let pending: Buffer = Buffer.alloc(0);
      const whole = (chunk: Buffer | string) => {
        const bytes = Buffer.concat([pending, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
        const cut = bytes.lastIndexOf(10) + 1;
        pending = bytes.subarray(cut);
        return bytes.subarray(0, cut);
      };
      try {
        yield whole(first.value);
        for (;;) {
          const next = await iterator.next();
          if (next.done) break;
          const lines = whole(next.value);
          if (lines.length > 0) yield lines;
          if (pending.length > MAX_RECORD_CHARS * 4) throw new Error('a line is longer than 4 MB');
        }
        if (pending.length > 0) yield pending;
      } catch (error) {
        sourceError = error as Error;
      }
    })(),
  );
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    info: true,
    raw: true,
    max_record_size: MAX_RECORD_CHARS,
    encoding: 'utf8',
  });
  pipeline(source, lineEndings(), parser, () => {
    // Errors reach the loop below through the parser.
  });

  let columns: (CsvColumn | null)[] | null = null;
  let lastLine = 1;
  try {
    for await (const output of parser as AsyncIterable<{ record: string[]; raw: string; info: { lines: number } }>) {
      const body = output.raw.replace(/^\n+/, '');
      const inner = (body.replace(/\n$/, '').match(/\n/g) ?? []).length;
      const line = output.info.lines - inner;
      lastLine = output.info.lines;
      if (!columns) {
        const names = output.record.map(columnName);
        const mapped = names.map((n) => (n in CSV_COLUMNS ? (n as CsvColumn) : (ALIASES[n] ?? null)));
        const missing = ['external_id'].filter((c) => !mapped.includes(c as CsvColumn));
        if (missing.length > 0) {
          yield {
            kind: 'fatal',
            line,
            reason: `the first line must name the columns, and it has no ${missing.join(', ')} column (found: ${names.slice(0, 8).join(', ')}${names.length > 8 ? ', …' : ''})`,
          };
          return;
        }
        const dup = mapped.find((c, i) => c !== null && mapped.indexOf(c) !== i);
        if (dup) {
          yield { kind: 'fatal', line, reason: `the column ${dup} appears twice in the header` };
          return;
        }
        columns = mapped;
        continue;
      }
      const record = output.record;
      const idIndex = columns.indexOf('external_id');
      const id = record[idIndex]?.trim() || undefined;
      if (record.length !== columns.length) {
        yield {
          kind: 'bad-row',
          line,
          reason: `the row has ${record.length} fields where the header has ${columns.length} columns`,
          ...(id ? { id } : {}),
        };
        continue;
      }
      const raw: RawEntry = {};
      const target = raw as Record<string, string | string[]>;
      columns.forEach((column, i) => {
        if (column === null) return;
        const value = record[i] ?? '';
        target[CSV_COLUMNS[column]] = LIST_COLUMNS.has(column) ? splitList(column, value) : value;
      });
      yield { kind: 'row', raw, line };
    }
  } catch (error) {
    const e = error as Error & { code?: string; lines?: number };
    const where = e.lines ?? lastLine;
    const failed = sourceError as Error | null;
    const reason = failed
      ? `the feed could not be read: ${failed.message}`
      : e.code?.startsWith('CSV_')
        ? `the CSV is broken: ${e.message}`
        : `the feed could not be read: ${e.message}`;
    yield { kind: 'fatal', line: where, reason };
    return;
  } finally {
    input.destroy();
  }
  const failed = sourceError as Error | null;
  if (failed) {
    yield { kind: 'fatal', line: lastLine + 1, reason: `the feed could not be read: ${failed.message}` };
    return;
  }
  if (!columns) yield { kind: 'fatal', line: 1, reason: 'the file is empty' };
}
