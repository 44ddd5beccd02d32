// Starting text of the content blocks (privacy policy, terms of use, home hero), in English and French.
// Administrators edit them at /admin/global-content; the seed only writes blocks that do not exist yet.

export interface SeedContentBlock {
  contentKey: string;
  name: string;
  contents: Record<string, { en: string; fr: string }>;
}

const PRIVACY_EN = `<p><em>Last updated: January 1, 2025</em></p>
<p>This policy explains what personal information Rentals collects when you search for a home, save favourites, contact a landlord or list a property, how we use it and the choices you have. It is written to meet Canada's <em>Personal Information Protection and Electronic Documents Act</em> (PIPEDA), Quebec's Law 25 and applicable US state privacy laws.</p>
<h2>Information we collect</h2>
<ul>
<li><strong>Account information</strong>: your name, email address, phone number and password (stored only as a one-way hash).</li>
<li><strong>Inquiries</strong>: the messages you send to landlords and the contact details you choose to include.</li>
<li><strong>Listings</strong>: for landlords, the address, photos, rent and description of each property, and your company details.</li>
<li><strong>Billing</strong>: for landlords who buy credits, your billing address and the last digits of your card. Card numbers are handled by our payment processor and never stored on our servers.</li>
<li><strong>Usage</strong>: the searches you run, the listings you view or save, your points of interest and basic technical data (browser, device, IP address).</li>
</ul>
<h2>How we use it</h2>
<ul>
<li>to run the service: show listings, forward your inquiries, keep your favourites and email alerts;</li>
<li>to recommend listings that match your searches (you can turn recommendations off);</li>
<li>to keep the marketplace safe: detect fraudulent listings, spam and abuse;</li>
<li>to send service messages and, with your consent, new-listing alerts, which you can unsubscribe from at any time.</li>
</ul>
<p>We do not sell your personal information.</p>
<h2>Sharing</h2>
<p>When you send an inquiry, the landlord or property manager receives your message and the contact details you entered. We share information with service providers who host our servers, process payments and deliver email, under contracts that require them to protect it, and with authorities when the law requires it.</p>
<h2>Retention</h2>
<p>We keep your account information while your account is open and for up to two years after it is closed, unless the law requires longer (for example, tax records for landlords are kept for seven years).</p>
<h2>Your rights</h2>
<p>You may access, correct or delete your personal information, withdraw your consent to marketing and ask for a copy of your data. Most of this can be done from My Account; for anything else, contact our privacy officer at <a href="mailto:privacy@rentals.test">privacy@rentals.test</a>. If you are not satisfied with our answer, you may complain to the Office of the Privacy Commissioner of Canada, the Commission d'accès à l'information du Québec or your state's attorney general.</p>
<h2>Cookies</h2>
<p>We use cookies to keep you signed in, protect forms against forgery and remember your preferences. Analytics cookies are only set when analytics are enabled, and you can block them in your browser.</p>
<h2>Changes</h2>
<p>We will post any change to this policy on this page and, for significant changes, tell you by email before they take effect.</p>`;

const PRIVACY_FR = `<p><em>Dernière mise à jour : 1er janvier 2025</em></p>
<p>La présente politique explique quels renseignements personnels Rentals recueille lorsque vous cherchez un logement, enregistrez des favoris, communiquez avec un propriétaire ou publiez une annonce, comment nous les utilisons et quels choix s'offrent à vous. Elle respecte la <em>Loi sur la protection des renseignements personnels et les documents électroniques</em> (LPRPDE), la Loi 25 du Québec et les lois des États américains applicables.</p>
<h2>Renseignements recueillis</h2>
<ul>
<li><strong>Compte</strong> : votre nom, votre adresse courriel, votre numéro de téléphone et votre mot de passe (conservé uniquement sous forme de hachage).</li>
<li><strong>Demandes</strong> : les messages que vous envoyez aux propriétaires et les coordonnées que vous choisissez d'y inclure.</li>
<li><strong>Annonces</strong> : pour les propriétaires, l'adresse, les photos, le loyer et la description de chaque logement, ainsi que les renseignements sur votre entreprise.</li>
<li><strong>Facturation</strong> : pour les propriétaires qui achètent des crédits, l'adresse de facturation et les derniers chiffres de la carte. Les numéros de carte sont traités par notre fournisseur de paiement et ne sont jamais conservés sur nos serveurs.</li>
<li><strong>Utilisation</strong> : vos recherches, les annonces consultées ou enregistrées, vos points d'intérêt et des données techniques de base (navigateur, appareil, adresse IP).</li>
</ul>
<h2>Utilisation</h2>
<ul>
<li>pour fournir le service : afficher les annonces, transmettre vos demandes, conserver vos favoris et vos alertes courriel;</li>
<li>pour vous recommander des annonces correspondant à vos recherches (vous pouvez désactiver les recommandations);</li>
<li>pour assurer la sécurité de la plateforme : détecter les annonces frauduleuses, le pourriel et les abus;</li>
<li>pour vous envoyer des messages de service et, avec votre consentement, des alertes de nouvelles annonces, auxquelles vous pouvez vous désabonner en tout temps.</li>
</ul>
<p>Nous ne vendons pas vos renseignements personnels.</p>
<h2>Communication</h2>
<p>Lorsque vous envoyez une demande, le propriétaire ou le gestionnaire reçoit votre message et les coordonnées saisies. Nous communiquons des renseignements à nos fournisseurs (hébergement, paiement, envoi de courriels), liés par contrat à les protéger, ainsi qu'aux autorités lorsque la loi l'exige.</p>
<h2>Conservation</h2>
<p>Nous conservons les renseignements de votre compte tant qu'il est ouvert et jusqu'à deux ans après sa fermeture, sauf si la loi exige une durée plus longue (par exemple, sept ans pour les dossiers fiscaux des propriétaires).</p>
<h2>Vos droits</h2>
<p>Vous pouvez consulter, corriger ou supprimer vos renseignements personnels, retirer votre consentement au marketing et demander une copie de vos données. La plupart de ces démarches se font depuis Mon compte; pour le reste, écrivez à notre responsable de la protection des renseignements personnels à <a href="mailto:privacy@rentals.test">privacy@rentals.test</a>. Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada ou de la Commission d'accès à l'information du Québec.</p>
<h2>Témoins (cookies)</h2>
<p>Nous utilisons des témoins pour maintenir votre session, protéger les formulaires contre la falsification et mémoriser vos préférences. Les témoins d'analyse ne sont déposés que si l'analyse est activée, et vous pouvez les bloquer dans votre navigateur.</p>
<h2>Modifications</h2>
<p>Toute modification sera publiée sur cette page et, si elle est importante, vous sera annoncée par courriel avant son entrée en vigueur.</p>`;

const TERMS_EN = `<p><em>Last updated: January 1, 2025</em></p>
<p>These terms govern your use of Rentals, a marketplace where renters find homes and landlords and property managers advertise them. By creating an account or using the site you accept them.</p>
<h2>Our role</h2>
<p>Rentals publishes listings and forwards messages. We are not a party to any lease, do not own or inspect the properties and do not guarantee that a listing is accurate or available. Always view a property and check the landlord's identity before paying a deposit or signing a lease, and never send money by wire transfer or gift card to someone you have not met.</p>
<h2>Accounts</h2>
<p>You must be at least 18 years old and give accurate information. Keep your password private; you are responsible for what is done with your account. We may suspend accounts that break these terms.</p>
<h2>Landlords and listings</h2>
<ul>
<li>You must own the property or be authorised to rent it, and each listing must describe a real unit available for rent, with the actual rent and fees.</li>
<li>Listings must comply with human rights and fair housing laws: you may not refuse or discourage renters on the basis of race, colour, religion, sex, sexual orientation, gender identity, family status, disability, national origin, age or receipt of public assistance.</li>
<li>You grant us a licence to display, resize and promote the text and photos you upload, for as long as the listing is published.</li>
<li>Credits are used to activate and feature listings at the published prices. Credits are not refundable except where the law requires, and unused credits expire with your membership.</li>
</ul>
<h2>Renters</h2>
<p>Use inquiries only to ask about a listing. Do not send spam, advertising or abusive messages, and do not collect landlords' contact details for any other purpose.</p>
<h2>Prohibited uses</h2>
<p>You may not copy listings in bulk, scrape the site, post misleading or fraudulent content, or interfere with the service's security.</p>
<h2>Reporting</h2>
<p>Use "Report this listing" to tell us about a listing that looks fraudulent, discriminatory or unavailable. We review reports and may remove listings without notice.</p>
<h2>Liability</h2>
<p>The service is provided "as is". To the extent permitted by law, we are not liable for losses arising from a lease, a listing or a dealing between users. Nothing in these terms limits rights you have under consumer protection law, including the Quebec <em>Consumer Protection Act</em>.</p>
<h2>Governing law</h2>
<p>These terms are governed by the laws of the province of Ontario and the federal laws of Canada, or, for users in the United States, by the laws of the State of Delaware, without regard to conflict-of-law rules.</p>
<h2>Contact</h2>
<p>Questions about these terms: <a href="mailto:support@rentals.test">support@rentals.test</a>.</p>`;

const TERMS_FR = `<p><em>Dernière mise à jour : 1er janvier 2025</em></p>
<p>Les présentes conditions régissent votre utilisation de Rentals, une plateforme où les locataires trouvent un logement et où les propriétaires et gestionnaires immobiliers les annoncent. En créant un compte ou en utilisant le site, vous les acceptez.</p>
<h2>Notre rôle</h2>
<p>Rentals publie des annonces et transmet des messages. Nous ne sommes partie à aucun bail, ne possédons ni n'inspectons les logements et ne garantissons pas l'exactitude ou la disponibilité d'une annonce. Visitez toujours le logement et vérifiez l'identité du propriétaire avant de verser un dépôt ou de signer un bail, et n'envoyez jamais d'argent par virement ou carte-cadeau à une personne que vous n'avez pas rencontrée.</p>
<h2>Comptes</h2>
<p>Vous devez avoir au moins 18 ans et fournir des renseignements exacts. Gardez votre mot de passe confidentiel; vous êtes responsable de l'utilisation de votre compte. Nous pouvons suspendre les comptes qui enfreignent ces conditions.</p>
<h2>Propriétaires et annonces</h2>
<ul>
<li>Vous devez être propriétaire du logement ou autorisé à le louer, et chaque annonce doit décrire un logement réel et disponible, avec le loyer et les frais réels.</li>
<li>Les annonces doivent respecter les chartes des droits de la personne : vous ne pouvez refuser ni décourager un locataire en raison de sa race, sa couleur, sa religion, son sexe, son orientation sexuelle, son identité de genre, sa situation familiale, son handicap, son origine nationale, son âge ou du fait qu'il reçoit de l'aide sociale.</li>
<li>Vous nous accordez une licence pour afficher, redimensionner et promouvoir les textes et photos téléversés, tant que l'annonce est publiée.</li>
<li>Les crédits servent à activer et à mettre en vedette les annonces aux prix publiés. Ils ne sont pas remboursables, sauf si la loi l'exige, et les crédits inutilisés expirent avec votre abonnement.</li>
</ul>
<h2>Locataires</h2>
<p>N'utilisez les demandes que pour vous renseigner sur une annonce. N'envoyez ni pourriel, ni publicité, ni message injurieux, et ne recueillez pas les coordonnées des propriétaires à d'autres fins.</p>
<h2>Utilisations interdites</h2>
<p>Il est interdit de copier des annonces en masse, d'extraire automatiquement le contenu du site, de publier du contenu trompeur ou frauduleux ou de nuire à la sécurité du service.</p>
<h2>Signalements</h2>
<p>Utilisez « Signaler cette annonce » pour nous indiquer une annonce qui semble frauduleuse, discriminatoire ou non disponible. Nous examinons les signalements et pouvons retirer une annonce sans préavis.</p>
<h2>Responsabilité</h2>
<p>Le service est fourni « tel quel ». Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes découlant d'un bail, d'une annonce ou d'une entente entre utilisateurs. Rien dans ces conditions ne limite les droits que vous confère la <em>Loi sur la protection du consommateur</em> du Québec ou toute autre loi applicable.</p>
<h2>Droit applicable</h2>
<p>Ces conditions sont régies par les lois de la province d'Ontario et les lois fédérales du Canada applicables, ou, pour les utilisateurs des États-Unis, par les lois de l'État du Delaware.</p>
<h2>Nous joindre</h2>
<p>Questions sur ces conditions : <a href="mailto:support@rentals.test">support@rentals.test</a>.</p>`;

export const SEED_CONTENT_BLOCKS: SeedContentBlock[] = [
  {
    contentKey: 'privacy-policy',
    name: 'Privacy Policy',
    contents: {
      title: { en: 'Privacy Policy', fr: 'Politique de confidentialité' },
      body: { en: PRIVACY_EN, fr: PRIVACY_FR },
    },
  },
  {
    contentKey: 'terms-of-use',
    name: 'Terms of Use',
    contents: {
      title: { en: 'Terms of Use', fr: "Conditions d'utilisation" },
      body: { en: TERMS_EN, fr: TERMS_FR },
    },
  },
  {
    contentKey: 'home-hero',
    name: 'Home page hero',
    contents: {
      title: { en: 'Find your next home', fr: 'Trouvez votre prochain chez-vous' },
      subtitle: {
        en: 'Apartments, houses and condos for rent across Canada and the United States, updated daily.',
        fr: 'Appartements, maisons et condos à louer partout au Canada et aux États-Unis, mis à jour chaque jour.',
      },
      searchPlaceholder: { en: 'Search by city or neighbourhood', fr: 'Chercher par ville ou quartier' },
      buttonLabel: { en: 'Search rentals', fr: 'Chercher' },
    },
  },
  {
    contentKey: 'footer',
    name: 'Footer texts',
    contents: {
      tagline: {
        en: 'Homes for rent across Canada and the United States, listed by their landlords and checked by our team.',
        fr: 'Des logements à louer partout au Canada et aux États-Unis, publiés par leurs propriétaires et vérifiés par notre équipe.',
      },
    },
  },
];
