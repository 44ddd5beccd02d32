// The public FAQ page (/faq, /fr/faq; the path is the site setting `faqs`): its language's published questions
// grouped by category (categories in the order of their lowest position, questions by position), with the
// page's meta and its schema.org FAQPage and BreadcrumbList. GET resolve and the server render answer it.
import type { Locale } from '@rentals/shared';
import type { FaqPage } from '@rentals/shared/resources/faqs';
import { settingValueOr } from '@rentals/shared/resources/site-settings';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { faqs, siteSettings } from '../../db/schema/index.ts';
import { absoluteUrl, type PageAddress, pageMeta } from '../seo/page-meta.ts';
import type { PathResolver } from '../seo/resolve.ts';

/** The FAQ page's path without language prefix, e.g. "/faq" (the site setting `faqs`). */
export async function faqPath(db: Queryable): Promise<string> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'faqs'));
  return `/${settingValueOr('faqs', row?.value)}`;
}

/** The published questions of a language, grouped by category in the page's order. */
export async function loadFaqPage(db: Queryable, locale: Locale): Promise<FaqPage> {
  const rows = await db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer, category: faqs.category })
    .from(faqs)
    .where(and(eq(faqs.locale, locale), eq(faqs.isPublished, true)))
    // A category comes where its first question does; within it, by position.
    .orderBy(
      sql`min(${faqs.position}) over (partition by ${faqs.category})`,
      asc(faqs.category),
      asc(faqs.position),
      asc(faqs.id),
    );
  const categories: FaqPage['categories'] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.name !== row.category) {
      category = { name: row.category, questions: [] };
      categories.push(category);
    }
    category.questions.push({ id: row.id, question: row.question, answer: row.answer });
  }
  return { categories };
}

const TITLE: Record<Locale, string> = { en: 'Frequently asked questions', fr: 'Foire aux questions' };
const DESCRIPTION: Record<Locale, string> = {
  en: 'Answers to the questions renters and landlords ask most: searching, contacting landlords, listing a rental, credits and accounts.',
  fr: 'Réponses aux questions les plus fréquentes des locataires et des propriétaires : recherche, contact, annonces, crédits et comptes.',
};
const HOME: Record<Locale, string> = { en: 'Home', fr: 'Accueil' };

/** schema.org FAQPage (each question with its answer's HTML) and the page's BreadcrumbList. */
export function faqJsonLd(page: FaqPage, address: PageAddress, path: string) {
  const url = absoluteUrl(address, path);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'FAQPage',
        '@id': `${url}#faq`,
        url,
        name: TITLE[address.locale],
        inLanguage: address.locale,
        mainEntity: page.categories.flatMap((category) =>
          category.questions.map((q) => ({
            '@type': 'Question',
            name: q.question,
            acceptedAnswer: { '@type': 'Answer', text: q.answer },
          })),
        ),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: HOME[address.locale], item: absoluteUrl(address, '/') },
          { '@type': 'ListItem', position: 2, name: TITLE[address.locale], item: url },
        ],
      },
    ],
  };
}

/** /{faqs permalink}: the FAQ page in the address's language. */
export const resolveFaqPath: PathResolver = async ({ db, path, address, settings }) => {
  const own = await faqPath(db);
  if (path !== own) return null;
  const page = await loadFaqPage(db, address.locale);
  const meta = pageMeta(settings, address, own, {
    title: TITLE[address.locale],
    description: DESCRIPTION[address.locale],
  });
  return { response: { type: 'faq', meta, page }, ogType: 'website', jsonLd: faqJsonLd(page, address, own) };
};

/** The FAQ page's sitemap URLs: each language's page once it has a published question. */
export async function faqSitemapUrls(db: Queryable, origin: string): Promise<string[]> {
  const [path, rows] = await Promise.all([
    faqPath(db),
    db.selectDistinct({ locale: faqs.locale }).from(faqs).where(eq(faqs.isPublished, true)).orderBy(asc(faqs.locale)),
  ]);
  return rows.map((row) => absoluteUrl({ origin, locale: row.locale }, path));
}
