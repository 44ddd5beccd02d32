// What an edit form sends: everything when creating (no record yet), only the fields whose value differs from
// the record's when editing, so a PATCH never rewrites what nobody touched.
export function changedValues<B extends Record<string, unknown>>(body: B, before?: B): Partial<B> {
  if (!before) return body;
  const out: Partial<B> = {};
  for (const [key, value] of Object.entries(body)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) out[key as keyof B] = value as B[keyof B];
  }
  return out;
}
