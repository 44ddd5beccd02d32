// Where a form is placed: the pages whose type has a `form` field holding the form's id. A form placed on a page
// cannot be deleted (the page would lose its form without anyone deciding it).
import { sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';

export async function pagesShowingForm(db: Queryable, formId: number): Promise<{ id: number; title: string }[]> {
  const rows = await queryRows<{ id: number; title: string }>(
    db,
    sql`
    select distinct p.id, p.title
    from pages p
    join page_types t on t.id = p.page_type_id
    cross join lateral jsonb_array_elements(t.fields) as f(field)
    where f.field ->> 'kind' = 'form' and p.field_values ->> (f.field ->> 'key') = ${String(formId)}
    order by p.title, p.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), title: String(row.title) }));
}
