// Generated accounts for the back office at scale: `npm run seed -- --users N` (and the benchmark) tops the
// users table up to N with renters (most), landlords with a company each (~10%) and a few support staff. Each
// batch is one `insert ... select` over generate_series, with every value derived in SQL from the row's
// number g (names, emails, phones, dates, status), so 100,000 accounts take seconds and the same numbers always
// give the same accounts. Every account shares one password hash, computed once. Generated emails end in
// `<g>@<one of GENERATED_DOMAINS>`: a top-up continues after the highest g, and adds nothing once the table
// holds N users.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import { randomToken } from '../../lib/tokens.ts';
import { type Database, queryRows } from '../client.ts';
import { AREA_CODES, COMPANY_PREFIXES, COMPANY_SUFFIXES, FIRST_NAMES, LAST_NAMES } from './demo-words.ts';

/** Rows per insert statement. */
const BATCH = 20_000;

/** The shares of generated accounts by role and status (the rest are renters, and active). */
export const GENERATED_SHARES = {
  landlord: 0.1,
  support: 0.0005,
  pending: 0.04,
  suspended: 0.03,
  /** Of the active and suspended accounts, those that have signed in at least once. */
  signedIn: 0.85,
  withPhone: 0.9,
  french: 0.12,
} as const;

/** Creation dates spread over this many days before now (more of them recent, as a growing site's). */
export const CREATED_OVER_DAYS = 3 * 365;

/** Reserved domains (RFC 2606) for generated emails; they also tell generated accounts apart. */
export const GENERATED_DOMAINS = [
  'example.com',
  'example.com',
  'example.com',
  'example.net',
  'example.org',
  'mail.example',
  'inbox.example',
  'post.example',
] as const;

// More names than the listings generator's, so a surname search over 100,000 accounts finds a few thousand,
// not a fifth of them. The order matters: earlier names are picked more often.
const MORE_FIRST_NAMES =
  'James|Mary|Robert|Patricia|John|Jennifer|Michael|Linda|David|Elizabeth|William|Barbara|Richard|Susan|Joseph|' +
  'Jessica|Thomas|Sarah|Charles|Karen|Christopher|Lisa|Matthew|Nancy|Anthony|Betty|Mark|Sandra|Paul|Ashley|' +
  'Steven|Kimberly|Andrew|Emily|Joshua|Donna|Brian|Michelle|Ryan|Carol|Justin|Amanda|Brandon|Melissa|Benjamin|' +
  'Stephanie|Alexandre|Mathieu|Émilie|Geneviève|Jérôme|Sébastien|Catherine|Olivier|Mélanie|Vincent|Isabelle|' +
  'Hiroshi|Yuki|Ananya|Rohan|Ling|Jun|Kwame|Amara|Tariq|Leila|Mateus|Ines|Siobhan|Declan|Freya|Magnus|Anja|Pavel';
const MORE_LAST_NAMES =
  'Miller|Davis|Moore|Jackson|White|Harris|Thomas|Robinson|Lavoie|Fortin|Gauthier|Ouellet|Bélanger|Lévesque|' +
  'Bergeron|Leblanc|Paquette|Girard|Simard|Boucher|Caron|Beaulieu|Cloutier|Poirier|Stewart|Robertson|Reid|Ross|' +
  'Mitchell|Graham|Murray|Hamilton|Gordon|Ferguson|Wright|King|Allen|Hall|Allen|Sanchez|Ramirez|Torres|Flores|' +
  'Rivera|Gomez|Diaz|Reyes|Cruz|Morales|Ortiz|Gupta|Sharma|Shah|Ali|Khan|Hussain|Li|Zhang|Wang|Liu|Huang|Zhao|Wu|' +
  'Tran|Pham|Le|Park|Choi|Jung|Tanaka|Suzuki|Sato|Ivanov|Novak|Horvat|Nowak|Jensen|Hansen|Larsen|Berg|Lindqvist|' +
  'Müller|Schmidt|Fischer|Weber|Bianchi|Romano|Ferrari|Esposito|Silva|Pereira|Costa|Oliveira|Mensah|Osei|Adeyemi|' +
  "O'Brien|O'Connor|Kelly|Byrne|Ryan|Walsh|McCarthy|Doyle|Quinn|Sullivan";

const unique = (items: readonly string[]) => [...new Set(items)];
export const USER_FIRST_NAMES = unique([...FIRST_NAMES, ...MORE_FIRST_NAMES.split('|')]);
export const USER_LAST_NAMES = unique([...LAST_NAMES, ...MORE_LAST_NAMES.split('|')]);

/** The name as it appears in an email address: "Côté" -> "cote", "O'Brien" -> "obrien". */
export const emailSlug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export interface TopUpUsersOptions {
  /** Users wanted in total (every account, whoever created it). */
  target: number;
  /** The accounts' password hash, computed once (default: the hash of a random secret: no one can sign in). */
  passwordHash?: () => Promise<string>;
  /** Dates are relative to this (default: now). */
  now?: Date;
  batchSize?: number;
  log?: (line: string) => void;
}

export interface TopUpUsersResult {
  before: number;
  added: number;
  total: number;
  /** Companies created for the new landlords. */
  companies: number;
  ms: number;
}

const fmt = (n: number) => n.toLocaleString('en-US');

export async function countUsers(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  return Number(row?.n ?? 0);
}

/** The highest g among the generated accounts (0 when there are none). */
async function lastGenerated(db: Database): Promise<number> {
  const [row] = await queryRows<{ g: string | null }>(
    db,
    sql`select max(substring(split_part(email, '@', 1) from '([0-9]{1,15})$')::bigint)::text as g
        from users where split_part(email, '@', 2) = any(${sql.param(unique(GENERATED_DOMAINS))}::text[])`,
  );
  return Number(row?.g ?? 0);
}

/** A deterministic number in [0, 1) from the row's g and a salt (one per attribute). */
const random = (salt: number) =>
  sql.raw(`((hashint8extended(p.g::bigint, ${salt}) & 2147483647)::float8 / 2147483648)`);

/**
 * Inserts the generated accounts g = from..to (their companies and roles too) in one statement, skipping any
 * whose email is taken. Returns how many accounts and companies it added.
 */
async function insertBatch(
  db: Database,
  range: { from: number; to: number },
  context: { passwordHash: string; now: Date },
): Promise<{ users: number; companies: number }> {
  const areaCodes = unique(Object.values(AREA_CODES).flat().map(String));
  const provinces = Object.keys(AREA_CODES);
  const s = GENERATED_SHARES;
  const createdSeconds = CREATED_OVER_DAYS * 86_400;
  // The accounts' values as expressions of p.g; `i` picks list indexes, skewed so some names are common.
  const statement = sql`
    with w as (
      select ${sql.param(USER_FIRST_NAMES)}::text[] as first, ${sql.param(USER_FIRST_NAMES.map(emailSlug))}::text[] as first_slug,
             ${sql.param(USER_LAST_NAMES)}::text[] as last, ${sql.param(USER_LAST_NAMES.map(emailSlug))}::text[] as last_slug,
             ${sql.param([...GENERATED_DOMAINS])}::text[] as domains, ${sql.param(areaCodes)}::text[] as areas,
             ${sql.param(COMPANY_PREFIXES)}::text[] as prefixes, ${sql.param(COMPANY_SUFFIXES)}::text[] as suffixes,
             ${sql.param(provinces)}::text[] as provinces, ${context.now.toISOString()}::timestamptz as now
    ),
    p as (
      select g,
        ${random(1)} as r_first, ${random(2)} as r_last, ${random(3)} as r_pattern, ${random(4)} as r_domain,
        ${random(5)} as r_role, ${random(6)} as r_status, ${random(7)} as r_created, ${random(8)} as r_signed_in,
        ${random(9)} as r_login, ${random(10)} as r_phone, ${random(11)} as r_area, ${random(12)} as r_line,
        ${random(13)} as r_locale, ${random(14)} as r_company, ${random(15)} as r_company_name,
        ${random(16)} as r_province, ${random(17)} as r_verified
      from generate_series(${range.from}::int, ${range.to}::int) as p(g)
    ),
    i as (
      select p.*,
        1 + floor(power(r_first, 1.4) * cardinality(w.first))::int as fi,
        1 + floor(power(r_last, 1.8) * cardinality(w.last))::int as li,
        case when r_role < ${s.landlord} then 'Landlord'
             when r_role < ${s.landlord + s.support} then 'Support'
             else 'Renter' end as role,
        case when r_status < ${s.pending} then 'pending'
             when r_status < ${s.pending + s.suspended} then 'suspended'
             else 'active' end as status,
        w.now - make_interval(secs => ${createdSeconds} * power(r_created, 1.6)) as created_at
      from p cross join w
    ),
    u as (
      select i.g, i.role, i.status, i.created_at, i.r_company, i.r_company_name, i.r_province, i.r_phone, i.r_area,
        w.first[fi] as first_name, w.last[li] as last_name,
        (case floor(r_pattern * 6)::int
           when 0 then w.first_slug[fi] || w.last_slug[li]
           when 1 then left(w.first_slug[fi], 1) || w.last_slug[li]
           when 2 then w.first_slug[fi] || '_' || w.last_slug[li]
           when 3 then w.last_slug[li] || '.' || w.first_slug[fi]
           else w.first_slug[fi] || '.' || w.last_slug[li] end)
          || i.g || '@' || w.domains[1 + floor(r_domain * cardinality(w.domains))::int] as email,
        case when r_phone < ${s.withPhone}
          then w.areas[1 + floor(r_area * cardinality(w.areas))::int] || '-555-01' || lpad(floor(r_line * 100)::int::text, 2, '0')
        end as phone,
        case when r_locale < ${s.french} then 'fr' else 'en' end as locale,
        case when status <> 'pending' then created_at + make_interval(secs => 7200 * r_verified) end as email_verified_at,
        case when status <> 'pending' and r_signed_in < ${s.signedIn}
          then created_at + (w.now - created_at) * (1 - power(r_login, 3)) end as last_login_at
      from i cross join w
    ),
    fresh as materialized (
      select * from u where not exists (select 1 from users x where lower(x.email) = u.email)
    ),
    landlords as materialized (
      select g, nextval(pg_get_serial_sequence('companies', 'id'))::int as company_id
      from fresh where role = 'Landlord' order by g
    ),
    new_companies as (
      insert into companies (id, name, phone, website, province, created_at, updated_at) overriding system value
      select l.company_id, c.name, f.phone, 'https://' || regexp_replace(lower(c.name), '[^a-z0-9]+', '-', 'g') || '.example',
             w.provinces[1 + floor(f.r_province * cardinality(w.provinces))::int], f.created_at, f.created_at
      from landlords l join fresh f using (g) cross join w
      cross join lateral (
        select case when f.r_company < 0.6
          then w.prefixes[1 + floor(f.r_company_name * cardinality(w.prefixes))::int]
          else f.last_name end
          || ' ' || w.suffixes[1 + floor(f.r_company * cardinality(w.suffixes))::int] as name
      ) c
      returning id
    ),
    new_users as (
      insert into users (first_name, last_name, email, phone, locale, password_hash, email_verified_at, status,
                         company_id, user_hash, last_login_at, created_at, updated_at)
      select f.first_name, f.last_name, f.email, f.phone, f.locale, ${context.passwordHash}, f.email_verified_at,
             f.status, l.company_id, md5('rentals-generated-user:' || f.g), f.last_login_at, f.created_at,
             coalesce(f.last_login_at, f.created_at)
      from fresh f left join landlords l using (g)
      order by f.g
      on conflict do nothing
      returning id, email
    ),
    new_roles as (
      insert into user_roles (user_id, role_id)
      select n.id, r.id from new_users n join fresh f on f.email = n.email join roles r on r.name = f.role
      returning user_id
    )
    select (select count(*) from new_roles)::int as users, (select count(*) from new_companies)::int as companies`;
  const [row] = await queryRows<{ users: number; companies: number }>(db, statement);
  return { users: Number(row?.users ?? 0), companies: Number(row?.companies ?? 0) };
}

/** Adds generated accounts until the users table holds `target`; a second run with the same target adds nothing. */
export async function topUpUsers(db: Database, options: TopUpUsersOptions): Promise<TopUpUsersResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const before = await countUsers(db);
  const toAdd = Math.max(0, options.target - before);
  const result = { before, added: 0, total: before, companies: 0 };
  if (toAdd === 0) return { ...result, ms: Math.round(performance.now() - started) };

  const [roles] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from roles where name in ('Landlord', 'Renter', 'Support')`,
  );
  if (Number(roles?.n) !== 3) throw new Error('the Landlord, Renter or Support role is missing: seed roles first');
  const passwordHash = await (options.passwordHash ?? (() => hashPassword(randomToken(32))))();
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? BATCH;
  let next = (await lastGenerated(db)) + 1;
  while (result.added < toAdd) {
    const rows = Math.min(batchSize, toAdd - result.added);
    const added = await insertBatch(db, { from: next, to: next + rows - 1 }, { passwordHash, now });
    // Only an email someone took by hand is skipped; a batch that adds nothing means something else is wrong.
    if (added.users === 0) throw new Error(`no users added for generated numbers ${next} to ${next + rows - 1}`);
    next += rows;
    result.added += added.users;
    result.companies += added.companies;
    log(`  ${fmt(result.added)} / ${fmt(toAdd)} users`);
  }
  // Fresh statistics for the back-office lists' plans (PGlite never autovacuums).
  await db.execute(sql`vacuum analyze users, user_roles, companies`);
  result.total = before + result.added;
  return { ...result, ms: Math.round(performance.now() - started) };
}
