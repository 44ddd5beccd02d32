// The pairs of similar texts among a company's candidate listings, without comparing every pair: comparing
// 2,000 listings two by two is two million pg_trgm similarity() calls (measured: 100 s for 500,000 pairs of
// 600-character descriptions). Instead each text's trigram set (as pg_trgm makes them: words of letters and
// digits, lower case, padded "  word ") gets a MinHash signature, and locality-sensitive hashing (16 bands of 3)
// brings together the texts whose trigram sets are likely to overlap: a pair at similarity 0.6 shares a band
// with probability 0.98, one at 0.1 with 0.016. Each pair found is then measured exactly: the Jaccard index of
// the two trigram sets, which is pg_trgm's similarity().

const BANDS = 16;
const ROWS = 3;
const HASHES = BANDS * ROWS;
/**
 * A band shared by more texts than this is boilerplate (a company's template description on every listing): it
 * says nothing about duplicates and would pair every listing with every other, so it is not followed.
 */
const MAX_BUCKET = 50;

/** pg_trgm's trigrams of a text: per word of letters and digits, lower case, padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}

/** FNV-1a, 32 bits. */
function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A 32-bit mix (murmur3's finaliser) of a value with a seed: one of the MinHash's hash functions. */
function mix(value: number, seed: number): number {
  let h = (value ^ seed) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const SEEDS = Array.from({ length: HASHES }, (_, i) => mix(i + 1, 0x9e3779b9));

function signature(hashes: Uint32Array): Uint32Array {
  const signature = new Uint32Array(HASHES).fill(0xffffffff);
  for (const value of hashes) {
    for (let i = 0; i < HASHES; i++) {
      const h = mix(value, SEEDS[i] as number);
      if (h < (signature[i] as number)) signature[i] = h;
    }
  }
  return signature;
}

/** |A ∩ B| / |A ∪ B| of two sorted arrays of distinct values. */
function jaccard(a: Uint32Array, b: Uint32Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared);
}

const sortedHashes = (text: string) => Uint32Array.from([...trigrams(text)].map(hashString)).sort();

/** pg_trgm's similarity() of two texts: the Jaccard index of their trigram sets. */
export function textSimilarity(a: string, b: string): number {
  return jaccard(sortedHashes(a), sortedHashes(b));
}

export interface TextItem {
  id: number;
  /** Only items of the same group are compared (the city and bedrooms). */
  group: string;
  text: string;
}

/**
 * The pairs (lower id first) whose texts' trigram similarity is at least `threshold`, with it. Items of
 * different groups are never paired.
 */
export function similarTextPairs(items: TextItem[], threshold: number): Map<string, number> {
  const sets = items.map((item) => {
    const hashes = sortedHashes(item.text);
    return { ...item, hashes, signature: hashes.length > 0 ? signature(hashes) : null };
  });
  const buckets = new Map<string, number[]>();
  sets.forEach((item, index) => {
    if (!item.signature) return;
    for (let band = 0; band < BANDS; band++) {
      const rows = item.signature.subarray(band * ROWS, band * ROWS + ROWS);
      const key = `${item.group}|${band}|${rows.join(',')}`;
      const bucket = buckets.get(key);
      if (bucket) bucket.push(index);
      else buckets.set(key, [index]);
    }
  });
  const pairs = new Map<string, number>();
  const seen = new Set<string>();
  for (const bucket of buckets.values()) {
    if (bucket.length < 2 || bucket.length > MAX_BUCKET) continue;
    for (let x = 0; x < bucket.length; x++) {
      for (let y = x + 1; y < bucket.length; y++) {
        const a = sets[bucket[x] as number];
        const b = sets[bucket[y] as number];
        if (!a || !b || a.id === b.id) continue;
        const key = a.id < b.id ? `${a.id}-${b.id}` : `${b.id}-${a.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const similarity = jaccard(a.hashes, b.hashes);
        if (similarity >= threshold) pairs.set(key, similarity);
      }
    }
  }
  return pairs;
}
