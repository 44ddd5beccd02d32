// Demo FAQs for renters and landlords, in English and French (the public /faq and /fr/faq); never created in
// production. Written once, into an empty table: a question an administrator deleted does not come back.
import { count } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { faqs } from '../schema/index.ts';

type DemoFaq = [category: string, question: string, answer: string];

const EN: DemoFaq[] = [
  [
    'Renters',
    'Is it free to search for a rental?',
    '<p>Yes. Searching, saving favourites and contacting landlords cost renters nothing.</p>',
  ],
  [
    'Renters',
    'How do I contact a landlord?',
    '<p>Open the listing and use the <strong>Contact</strong> form. The landlord receives your message by email and answers you directly.</p>',
  ],
  [
    'Renters',
    'Can I be told when new rentals match my search?',
    '<p>Yes. Sign in, run a search and choose <strong>Create an email alert</strong>: we email you new listings that match, daily or weekly.</p>',
  ],
  [
    'Renters',
    'How do I spot a fraudulent listing?',
    '<ul><li>Never send money before visiting the home.</li><li>Be wary of rents far below the area’s.</li><li>Use <strong>Report this listing</strong> if something looks wrong.</li></ul>',
  ],
  [
    'Renters',
    'Where are my saved listings?',
    '<p>Under <strong>Favourite listings</strong> in your account. Listings you viewed recently are there too.</p>',
  ],
  [
    'Renters',
    'Can I rent with pets?',
    '<p>Each listing states its pet policy. Use the <em>Pets</em> filter to see only the rentals that accept them.</p>',
  ],
  [
    'Landlords',
    'How do I list a rental?',
    '<p>Create a landlord account, then choose <strong>Add a listing</strong> in your portal: address, rent, photos and description. It goes live once activated.</p>',
  ],
  [
    'Landlords',
    'What does listing a rental cost?',
    '<p>Listings are paid with credits: an activation, then a small daily amount while the listing is live. Credit bundles are sold in your portal.</p>',
  ],
  [
    'Landlords',
    'How do featured listings work?',
    '<p>A featured listing appears first in search results and on the map with a highlight. It uses a few more credits a day.</p>',
  ],
  [
    'Landlords',
    'Where do I find the messages renters send me?',
    '<p>In <strong>Leads</strong>, in your portal. Each message is also emailed to you.</p>',
  ],
  [
    'Account',
    'I forgot my password. What do I do?',
    '<p>Choose <strong>Forgot your password?</strong> on the sign-in page; we email you a link to set a new one.</p>',
  ],
  [
    'Account',
    'How do I delete my account?',
    '<p>Write to us from the <a href="mailto:support@rentals.test">support@rentals.test</a> from the email address of your account; we delete it and its data within 30 days.</p>',
  ],
];

const FR: DemoFaq[] = [
  [
    'Locataires',
    'La recherche de logement est-elle gratuite?',
    '<p>Oui. Chercher, enregistrer des favoris et contacter les propriétaires ne coûte rien aux locataires.</p>',
  ],
  [
    'Locataires',
    'Comment joindre un propriétaire?',
    '<p>Ouvrez l’annonce et utilisez le formulaire <strong>Contacter</strong>. Le propriétaire reçoit votre message par courriel et vous répond directement.</p>',
  ],
  [
    'Locataires',
    'Puis-je être averti des nouvelles annonces qui correspondent à ma recherche?',
    '<p>Oui. Connectez-vous, lancez une recherche et choisissez <strong>Créer une alerte courriel</strong> : nous vous envoyons les nouvelles annonces, chaque jour ou chaque semaine.</p>',
  ],
  [
    'Locataires',
    'Comment reconnaître une annonce frauduleuse?',
    '<ul><li>N’envoyez jamais d’argent avant d’avoir visité le logement.</li><li>Méfiez-vous des loyers bien plus bas que ceux du quartier.</li><li>Utilisez <strong>Signaler cette annonce</strong> en cas de doute.</li></ul>',
  ],
  [
    'Locataires',
    'Où sont mes annonces enregistrées?',
    '<p>Sous <strong>Annonces favorites</strong> dans votre compte, avec les annonces consultées récemment.</p>',
  ],
  [
    'Locataires',
    'Puis-je louer avec un animal?',
    '<p>Chaque annonce indique sa politique sur les animaux. Le filtre <em>Animaux</em> n’affiche que les logements qui les acceptent.</p>',
  ],
  [
    'Propriétaires',
    'Comment publier une annonce?',
    '<p>Créez un compte propriétaire, puis choisissez <strong>Ajouter une annonce</strong> dans votre portail : adresse, loyer, photos et description. Elle est en ligne une fois activée.</p>',
  ],
  [
    'Propriétaires',
    'Combien coûte une annonce?',
    '<p>Les annonces se paient en crédits : une activation, puis un petit montant par jour en ligne. Les forfaits de crédits se vendent dans votre portail.</p>',
  ],
  [
    'Propriétaires',
    'Comment fonctionnent les annonces en vedette?',
    '<p>Une annonce en vedette paraît en tête des résultats et ressort sur la carte. Elle coûte quelques crédits de plus par jour.</p>',
  ],
  [
    'Propriétaires',
    'Où trouver les messages des locataires?',
    '<p>Dans <strong>Demandes</strong>, dans votre portail. Chaque message vous est aussi envoyé par courriel.</p>',
  ],
  [
    'Compte',
    'J’ai oublié mon mot de passe. Que faire?',
    '<p>Choisissez <strong>Mot de passe oublié?</strong> sur la page de connexion; nous vous envoyons un lien pour en choisir un nouveau.</p>',
  ],
  [
    'Compte',
    'Comment supprimer mon compte?',
    '<p>Écrivez-nous à <a href="mailto:support@rentals.test">support@rentals.test</a> depuis l’adresse courriel de votre compte; nous le supprimons avec ses données dans les 30 jours.</p>',
  ],
];

export const DEMO_FAQS: (typeof faqs.$inferInsert)[] = (
  [
    ['en', EN],
    ['fr', FR],
  ] as const
).flatMap(([locale, list]) =>
  list.map(([category, question, answer], index) => ({ locale, category, question, answer, position: index + 1 })),
);

/** The demo FAQs, into an empty table only. */
export async function seedDemoFaqs(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(faqs);
  if ((row?.n ?? 0) > 0) return 0;
  await db.insert(faqs).values(DEMO_FAQS);
  return DEMO_FAQS.length;
}
