// Page types every install starts with (reference data: "Plain", "Landing", "City guide", "Contact"), and the demo pages,
// one of each type. Types are added when their key is missing (an edited type keeps its changes); demo pages
// are written once, into an empty table, so a page an administrator deleted does not come back.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { cities, pages, pageTypes } from '../schema/index.ts';

export const DEFAULT_PAGE_TYPES: (typeof pageTypes.$inferInsert)[] = [
  { key: 'plain', name: 'Plain', nameFr: 'Simple', layout: 'plain', fields: [] },
  {
    key: 'landing',
    name: 'Landing',
    nameFr: "Page d'accueil thématique",
    layout: 'landing',
    fields: [{ key: 'heroText', label: 'Hero text', labelFr: "Texte d'accroche", kind: 'textarea', required: false }],
  },
  {
    key: 'city-guide',
    name: 'City guide',
    nameFr: 'Guide de ville',
    layout: 'city-guide',
    fields: [
      { key: 'city', label: 'City', labelFr: 'Ville', kind: 'city', required: true },
      { key: 'heroImage', label: 'Hero image', labelFr: 'Image principale', kind: 'image', required: false },
    ],
  },
  {
    key: 'contact',
    name: 'Contact',
    nameFr: 'Contact',
    layout: 'plain',
    fields: [{ key: 'form', label: 'Form', labelFr: 'Formulaire', kind: 'form', required: true }],
  },
];

export async function seedPageTypes(db: Queryable): Promise<void> {
  await db.insert(pageTypes).values(DEFAULT_PAGE_TYPES).onConflictDoNothing({ target: pageTypes.key });
}

/** Answers how many pages it added (none once the table holds any). */
export async function seedDemoPages(db: Queryable): Promise<number> {
  const [existing] = await db.select({ n: count().mapWith(Number) }).from(pages);
  if ((existing?.n ?? 0) > 0) return 0;
  const types = await db.select({ id: pageTypes.id, key: pageTypes.key }).from(pageTypes);
  const typeId = (key: string) => types.find((t) => t.key === key)?.id;
  const [toronto] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(eq(sql`lower(${cities.name})`, 'toronto'))
    .orderBy(desc(cities.population))
    .limit(1);
  const plain = typeId('plain');
  const landing = typeId('landing');
  const cityGuide = typeId('city-guide');
  const now = new Date();
  const rows: (typeof pages.$inferInsert)[] = [];
  if (plain) {
    rows.push(
      {
        title: 'About us',
        path: '/about-us',
        language: 'en',
        pageTypeId: plain,
        body: '<p>We help renters across Canada and the United States find their next home, and landlords find good tenants.</p><h2>What we do</h2><ul><li>Thousands of listings, updated every day</li><li>Email alerts for new listings</li><li>Support for landlords, big and small</li></ul>',
        status: 'published',
        publishedAt: now,
        seoDescription: 'Who we are and how we help renters and landlords.',
      },
      {
        title: 'À propos',
        path: '/a-propos',
        language: 'fr',
        pageTypeId: plain,
        body: '<p>Nous aidons les locataires du Canada et des États-Unis à trouver leur prochain logement, et les propriétaires à trouver de bons locataires.</p>',
        status: 'published',
        publishedAt: now,
      },
    );
  }
  if (landing) {
    rows.push({
      title: 'Find your next home',
      path: '/find-your-next-home',
      language: 'en',
      pageTypeId: landing,
      body: '<p>Search apartments, houses and condos for rent, and see the newest featured listings below.</p>',
      fieldValues: { heroText: 'Apartments, houses and condos for rent, wherever you are headed.' },
      status: 'published',
      publishedAt: now,
    });
  }
  if (cityGuide && toronto) {
    rows.push({
      title: 'Living in Toronto',
      path: '/guides/toronto',
      language: 'en',
      pageTypeId: cityGuide,
      body: '<p>Canada’s largest city has a neighbourhood for everyone, from the lakefront condos of downtown to the quiet streets of the Beaches.</p><h2>Getting around</h2><p>The TTC runs subways, streetcars and buses across the city.</p>',
      fieldValues: { city: toronto.id, heroImage: null },
      status: 'published',
      publishedAt: now,
    });
  }
  if (rows.length === 0) return 0;
  return (await db.insert(pages).values(rows).returning({ id: pages.id })).length;
}
