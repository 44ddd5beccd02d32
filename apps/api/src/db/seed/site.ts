// Site reference data: settings, the Primary and Footer menus, content blocks and project modules.
// Idempotent and cheap (a dozen statements): it runs in every test database and at every start. Only what
// is missing is added; values an administrator changed are never overwritten (a setting's group, type and
// description follow the catalogue, its value stays).
import { SITE_SETTINGS } from '@rentals/shared/resources/site-settings';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../client.ts';
import {
  contentBlockContents,
  contentBlocks,
  menuItems,
  menus,
  projectModuleSettings,
  projectModules,
  siteSettings,
} from '../schema/index.ts';
import { SEED_CONTENT_BLOCKS } from './site-content.ts';

type SettingRow = typeof siteSettings.$inferInsert;

/** Every setting of the catalogue at its default, with its group, type and English description. */
export const DEFAULT_SITE_SETTINGS: SettingRow[] = SITE_SETTINGS.map((definition) => ({
  key: definition.key,
  group: definition.group,
  type: definition.type,
  value: definition.default,
  description: definition.description.en,
}));

interface SeedMenuItem {
  title: string;
  titleFr?: string;
  url?: string;
  externalUrl?: string;
  target?: '_self' | '_blank';
  pageType?: string;
  children?: SeedMenuItem[];
}

export const DEFAULT_MENUS: { key: string; name: string; items: SeedMenuItem[] }[] = [
  {
    key: 'Primary',
    name: 'Primary navigation',
    items: [
      {
        title: 'Find a Rental',
        titleFr: 'Trouver un logement',
        url: '/rentals',
        pageType: 'listings',
        children: [
          { title: 'Toronto', url: '/rentals/ontario/toronto' },
          { title: 'Montréal', url: '/rentals/quebec/montreal' },
          { title: 'Vancouver', url: '/rentals/british-columbia/vancouver' },
          { title: 'Calgary', url: '/rentals/alberta/calgary' },
          { title: 'Ottawa', url: '/rentals/ontario/ottawa' },
          { title: 'All cities', titleFr: 'Toutes les villes', url: '/cities' },
        ],
      },
      { title: 'Blog', titleFr: 'Blogue', url: '/blog', pageType: 'posts' },
      { title: 'FAQ', url: '/faq', pageType: 'faqs' },
      {
        title: 'Landlords',
        titleFr: 'Propriétaires',
        url: '/landlords',
        pageType: 'page',
        children: [
          { title: 'List your rental', titleFr: 'Publier une annonce', url: '/landlord/register' },
          { title: 'Landlord login', titleFr: 'Connexion propriétaire', url: '/login' },
          { title: 'Landlord portal', titleFr: 'Portail propriétaire', url: '/portal/dashboard' },
        ],
      },
    ],
  },
  {
    key: 'Footer',
    name: 'Footer links',
    items: [
      {
        title: 'Rentals',
        titleFr: 'Logements',
        url: '/rentals',
        pageType: 'listings',
        children: [
          { title: 'Search rentals', titleFr: 'Chercher un logement', url: '/rentals' },
          { title: 'Cities', titleFr: 'Villes', url: '/cities' },
          { title: 'Blog', titleFr: 'Blogue', url: '/blog' },
          { title: 'FAQ', url: '/faq' },
        ],
      },
      {
        title: 'Landlords',
        titleFr: 'Propriétaires',
        url: '/landlords',
        pageType: 'page',
        children: [
          { title: 'List your rental', titleFr: 'Publier une annonce', url: '/landlord/register' },
          { title: 'Landlord portal', titleFr: 'Portail propriétaire', url: '/portal/dashboard' },
        ],
      },
      {
        title: 'Legal',
        titleFr: 'Mentions légales',
        pageType: 'page',
        children: [
          { title: 'Privacy Policy', titleFr: 'Politique de confidentialité', url: '/privacy-policy' },
          { title: 'Terms of Use', titleFr: "Conditions d'utilisation", url: '/terms-of-use' },
          {
            title: 'Renting in Canada (CMHC)',
            titleFr: 'Louer au Canada (SCHL)',
            externalUrl: 'https://www.cmhc-schl.gc.ca/consumers/renting-a-home',
            target: '_blank',
          },
        ],
      },
    ],
  },
];

export const DEFAULT_PROJECT_MODULES: {
  key: string;
  name: string;
  description: string;
  isEnabled: boolean;
  /** Read by the web app: answered to everyone by GET project-modules-formatted. */
  settings: Record<string, string>;
  /** Read by the server only (jobs, payments): never answered publicly. */
  serverSettings?: Record<string, string>;
}[] = [
  {
    key: 'analytics',
    name: 'Analytics',
    description: 'Sends page views and search events to the analytics tag set in site settings',
    isEnabled: false,
    settings: { batchDelayMs: '500', batchAmount: '2', trackSearches: 'true', anonymizeIp: 'true' },
  },
  {
    key: 'recommendations',
    name: 'Recommended listings',
    description: "Suggests listings that match a renter's searches and favourites",
    isEnabled: true,
    settings: { showIntro: 'true', maxListings: '20', includeNearbyCities: 'true' },
  },
  {
    key: 'email-alerts',
    name: 'Email alerts',
    description: 'Emails renters new listings matching their saved searches',
    isEnabled: true,
    settings: { frequency: 'daily' },
    serverSettings: { maxListingsPerEmail: '10', sendWhenEmpty: 'false' },
  },
  {
    key: 'maps',
    name: 'Maps',
    description: 'Search results map and listing location maps',
    isEnabled: true,
    settings: {
      clusterMarkers: 'true',
      defaultZoom: '11',
      defaultLat: '43.70011',
      defaultLng: '-79.4163',
      loaderRetries: '3',
      showPointsOfInterest: 'true',
    },
  },
  {
    key: 'payments',
    name: 'Payments',
    description: 'Credit purchases by landlords (sandbox provider until Stripe keys are set)',
    isEnabled: true,
    settings: { provider: 'sandbox', testMode: 'true', currency: 'CAD', taxReceipts: 'true' },
    // Secrets (write-only in every answer), empty until an owner enters the provider's keys.
    serverSettings: { stripeSecretKey: '', stripeWebhookSecret: '' },
  },
];

async function seedMenuItems(db: Queryable, menuId: number, items: SeedMenuItem[], parentId: number | null) {
  if (!items.length) return;
  const rows = await db
    .insert(menuItems)
    .values(
      items.map((item, index) => ({
        menuId,
        parentId,
        title: item.title,
        titleFr: item.titleFr ?? null,
        url: item.url ?? null,
        externalUrl: item.externalUrl ?? null,
        target: item.target ?? '_self',
        pageType: item.pageType ?? null,
        sortOrder: index,
      })),
    )
    .returning({ id: menuItems.id });
  for (const [index, item] of items.entries()) {
    const row = rows[index];
    if (row && item.children?.length) await seedMenuItems(db, menuId, item.children, row.id);
  }
}

/**
 * Rows written before the catalogue (or before a setting moved) get the catalogue's group, type and
 * description; their values are left alone. One statement, which changes nothing once they agree.
 */
async function alignSettingRows(db: Queryable) {
  const rows = sql.join(
    DEFAULT_SITE_SETTINGS.map((s) => sql`(${s.key}, ${s.group}, ${s.type}, ${s.description ?? null})`),
    sql`, `,
  );
  await db.execute(sql`
    update ${siteSettings} as s
       set "group" = v.grp, "type" = v.typ, "description" = v.description
      from (values ${rows}) as v(key, grp, typ, description)
     where s.key = v.key
       and (s."group", s."type", s."description") is distinct from (v.grp, v.typ, v.description)`);
}

/** Adds the settings, menus, content blocks and modules that do not exist yet. */
export async function seedSite(database: Database) {
  return database.transaction(async (db) => {
    const settingsAdded = await db
      .insert(siteSettings)
      .values(DEFAULT_SITE_SETTINGS)
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    await alignSettingRows(db);

    // A menu, block or module is filled only when this run created it, so deleted items stay deleted.
    const menusAdded = await db
      .insert(menus)
      .values(DEFAULT_MENUS.map(({ key, name }) => ({ key, name })))
      .onConflictDoNothing()
      .returning({ id: menus.id, key: menus.key });
    for (const menu of menusAdded) {
      const items = DEFAULT_MENUS.find((m) => m.key === menu.key)?.items ?? [];
      await seedMenuItems(db, menu.id, items, null);
    }

    const blocksAdded = await db
      .insert(contentBlocks)
      .values(SEED_CONTENT_BLOCKS.map(({ contentKey, name }) => ({ contentKey, name })))
      .onConflictDoNothing()
      .returning({ id: contentBlocks.id, contentKey: contentBlocks.contentKey });
    const contents = blocksAdded.flatMap((block) =>
      Object.entries(SEED_CONTENT_BLOCKS.find((b) => b.contentKey === block.contentKey)?.contents ?? {}).flatMap(
        ([contentKey, text]) => [
          { blockId: block.id, contentKey, locale: 'en' as const, content: text.en },
          { blockId: block.id, contentKey, locale: 'fr' as const, content: text.fr },
        ],
      ),
    );
    if (contents.length) await db.insert(contentBlockContents).values(contents).onConflictDoNothing();

    const modulesAdded = await db
      .insert(projectModules)
      .values(DEFAULT_PROJECT_MODULES.map(({ settings: _settings, ...module }) => module))
      .onConflictDoNothing()
      .returning({ id: projectModules.id, key: projectModules.key });
    const moduleSettings = modulesAdded.flatMap((module) => {
      const seeded = DEFAULT_PROJECT_MODULES.find((m) => m.key === module.key);
      const rows = (settings: Record<string, string> | undefined, isPublic: boolean) =>
        Object.entries(settings ?? {}).map(([key, value]) => ({ moduleId: module.id, key, value, isPublic }));
      return [...rows(seeded?.settings, true), ...rows(seeded?.serverSettings, false)];
    });
    if (moduleSettings.length) await db.insert(projectModuleSettings).values(moduleSettings).onConflictDoNothing();

    return {
      settings: settingsAdded.length,
      menus: menusAdded.length,
      contentBlocks: blocksAdded.length,
      projectModules: modulesAdded.length,
    };
  });
}
