// Demo blog: three categories and a few published posts in English and French (two of them each other's
// translation), so `npm start` shows a blog. Written once, into an empty posts table: posts an administrator
// deleted do not come back at the next start, and posts they edited keep their changes.
import { count, eq } from 'drizzle-orm';
import { randomToken } from '../../lib/tokens.ts';
import type { Queryable } from '../client.ts';
import { postCategories, postCategoryLinks, posts, users } from '../schema/index.ts';

const DAY = 86_400_000;

export const DEMO_POST_CATEGORIES = [
  { name: 'Renting tips', nameFr: 'Conseils de location', slug: 'renting-tips', slugFr: 'conseils-de-location' },
  { name: 'Moving', nameFr: 'Déménagement', slug: 'moving', slugFr: 'demenagement' },
  { name: 'For landlords', nameFr: 'Pour les propriétaires', slug: 'for-landlords', slugFr: 'pour-les-proprietaires' },
];

interface DemoPost {
  key: string;
  title: string;
  slug: string;
  language: 'en' | 'fr';
  excerpt: string;
  body: string;
  categories: string[];
  daysAgo: number;
  translationOf?: string;
}

export const DEMO_POSTS: DemoPost[] = [
  {
    key: 'first-apartment',
    title: 'Ten questions to ask before renting your first apartment',
    slug: 'questions-before-renting-your-first-apartment',
    language: 'en',
    excerpt: 'What to ask a landlord before you sign: rent, utilities, repairs, pets and more.',
    body:
      '<p>Renting your first apartment is exciting. Before you sign, ask these questions so there are no surprises.</p>' +
      '<h2>Money</h2><ul><li>What does the rent include: heat, hot water, electricity?</li>' +
      '<li>Is there a deposit, and when is it returned?</li></ul>' +
      '<h2>The home</h2><ul><li>Who handles repairs, and how quickly?</li><li>Are pets allowed?</li></ul>' +
      '<p>Write the answers down and keep them with your lease.</p>',
    categories: ['renting-tips'],
    daysAgo: 2,
  },
  {
    key: 'first-apartment-fr',
    title: 'Dix questions à poser avant de louer votre premier appartement',
    slug: 'questions-avant-de-louer-votre-premier-appartement',
    language: 'fr',
    excerpt: 'Ce qu’il faut demander au propriétaire avant de signer : loyer, services, réparations, animaux.',
    body:
      '<p>Louer son premier appartement est emballant. Avant de signer, posez ces questions pour éviter les surprises.</p>' +
      '<h2>L’argent</h2><ul><li>Que comprend le loyer : chauffage, eau chaude, électricité?</li>' +
      '<li>Y a-t-il un dépôt, et quand est-il remis?</li></ul>' +
      '<h2>Le logement</h2><ul><li>Qui s’occupe des réparations, et en combien de temps?</li>' +
      '<li>Les animaux sont-ils permis?</li></ul><p>Notez les réponses et gardez-les avec votre bail.</p>',
    categories: ['renting-tips'],
    daysAgo: 2,
    translationOf: 'first-apartment',
  },
  {
    key: 'moving-checklist',
    title: 'A moving-day checklist that actually works',
    slug: 'moving-day-checklist',
    language: 'en',
    excerpt: 'Book early, label everything and keep one box of essentials with you.',
    body:
      '<p>A calm moving day starts weeks before. Here is the order we recommend.</p>' +
      '<ol><li>Book the truck or movers a month ahead.</li><li>Change your address and transfer utilities.</li>' +
      '<li>Pack room by room and label every box.</li><li>Keep a box of essentials with you.</li></ol>',
    categories: ['moving'],
    daysAgo: 9,
  },
  {
    key: 'great-listing',
    title: 'How to write a rental listing that gets replies',
    slug: 'write-a-rental-listing-that-gets-replies',
    language: 'en',
    excerpt: 'Good photos, an honest description and a clear price bring better tenants faster.',
    body:
      '<p>Renters skim. Make the important facts easy to find.</p><h2>Photos first</h2>' +
      '<p>Bright, level photos of every room, taken in daylight.</p><h2>Say what is included</h2>' +
      '<p>Utilities, parking, laundry and appliances: list them all.</p>',
    categories: ['for-landlords'],
    daysAgo: 16,
  },
  {
    key: 'demenagement-fr',
    title: 'Le 1er juillet sans stress : notre liste de déménagement',
    slug: 'premier-juillet-sans-stress',
    language: 'fr',
    excerpt: 'Réservez tôt, étiquetez tout et gardez une boîte d’essentiels avec vous.',
    body:
      '<p>Un déménagement serein se prépare des semaines à l’avance.</p>' +
      '<ol><li>Réservez le camion un mois d’avance.</li><li>Faites votre changement d’adresse.</li>' +
      '<li>Emballez pièce par pièce et étiquetez chaque boîte.</li></ol>',
    categories: ['moving'],
    daysAgo: 5,
  },
];

export async function seedDemoPosts(db: Queryable): Promise<{ posts: number; categories: number }> {
  const [existing] = await db.select({ n: count() }).from(posts);
  if ((existing?.n ?? 0) > 0) return { posts: 0, categories: 0 };
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));

  const categoryIds = new Map<string, number>();
  for (const category of DEMO_POST_CATEGORIES) {
    const [row] = await db
      .insert(postCategories)
      .values(category)
      .onConflictDoUpdate({ target: postCategories.slug, set: { name: category.name } })
      .returning({ id: postCategories.id });
    if (row) categoryIds.set(category.slug, row.id);
  }

  const postIds = new Map<string, number>();
  const now = Date.now();
  for (const post of DEMO_POSTS) {
    const publishedAt = new Date(now - post.daysAgo * DAY);
    const [row] = await db
      .insert(posts)
      .values({
        title: post.title,
        slug: post.slug,
        language: post.language,
        excerpt: post.excerpt,
        body: post.body,
        authorId: author?.id ?? null,
        status: 'published',
        publishedAt,
        previewToken: randomToken(24),
        createdAt: publishedAt,
      })
      .returning({ id: posts.id });
    if (!row) continue;
    postIds.set(post.key, row.id);
    const links = post.categories.flatMap((slug) => {
      const categoryId = categoryIds.get(slug);
      return categoryId ? [{ postId: row.id, categoryId }] : [];
    });
    if (links.length > 0) await db.insert(postCategoryLinks).values(links);
    const other = post.translationOf ? postIds.get(post.translationOf) : undefined;
    if (other) {
      await db.update(posts).set({ translationId: other }).where(eq(posts.id, row.id));
      await db.update(posts).set({ translationId: row.id }).where(eq(posts.id, other));
    }
  }
  return { posts: postIds.size, categories: categoryIds.size };
}
