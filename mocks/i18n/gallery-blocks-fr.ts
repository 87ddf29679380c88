import type { TextDictionary } from './types.ts'

/** French texts (fr_FR and fr_CA) of the emulator's block gallery, its cards, bars, navigation, media, dialogs and personalised blocks. */
export const GALLERY_BLOCKS_FR: TextDictionary = {
  'Category cards': 'Cartes de catégories',
  'Icon and text, icons on the left, four items in a 2×2 grid':
    'Icône et texte, icônes à gauche, quatre éléments en grille 2×2',
  'Icon and text, icons above, three items in thirds':
    'Icône et texte, icônes au-dessus, trois éléments en tiers',
  '<p><strong>Recycled materials</strong> in most of our jackets</p>':
    '<p><strong>Matières recyclées</strong> dans la plupart de nos vestes</p>',
  '<p><strong>Fit advice</strong> from our team</p>':
    '<p><strong>Conseils de taille</strong> par notre équipe</p>',
  'Ask us': 'Demandez-nous',
  '<p><strong>Pay later</strong> in four payments</p>':
    '<p><strong>Payez plus tard</strong> en quatre fois</p>',
  'Icon and text, one column, coloured items and turned icons':
    'Icône et texte, une colonne, éléments colorés et icônes pivotées',
  '<p>Choose your size on the product page</p>': '<p>Choisissez votre taille sur la page produit</p>',
  '<p>Add it to your cart, then pay</p>': '<p>Ajoutez-le au panier, puis payez</p>',
  '<p>Back on the trail in days</p>': '<p>De retour sur le sentier en quelques jours</p>',
  '<p><strong>Free returns</strong> for 60 days, on everything.</p>':
    '<p><strong>Retours gratuits</strong> pendant 60 jours, sur tout.</p>',
  '<p>Spring hiking event: <strong>20% off</strong> hiking boots and trail runners, this week only, in stores and online while stocks last.</p>':
    '<p>Événement randonnée de printemps : <strong>20 % de réduction</strong> sur les chaussures de randonnée et de trail, cette semaine seulement, en magasin et en ligne, dans la limite des stocks disponibles.</p>',
  'Shop the event': 'Voir l’événement',
  '<p>Free gear repair clinics every Saturday in our flagship stores.</p>':
    '<p>Ateliers de réparation de matériel gratuits tous les samedis dans nos magasins phares.</p>',
  'XPLR Pass members ship free, every order':
    'Les membres XPLR Pass sont livrés gratuitement, à chaque commande',
  'Plus early access to sales and points on every purchase.':
    'Avec en plus un accès anticipé aux soldes et des points à chaque achat.',
  '<p>Free standard shipping to the contiguous US for signed-in members. Excludes oversized items.</p>':
    '<p>Livraison standard gratuite vers les États-Unis continentaux pour les membres connectés. Hors articles volumineux.</p>',
  'Buy online, pick up in store': 'Achetez en ligne, retirez en magasin',
  'Most orders are ready in two hours.': 'La plupart des commandes sont prêtes en deux heures.',
  'Shop all apparel': 'Voir tous les vêtements',
  'Staff picks': 'Les coups de cœur de l’équipe',
  'Best sellers this week': 'Meilleures ventes de la semaine',
  'See all best sellers': 'Voir toutes les meilleures ventes',
  'Shop by activity': 'Acheter par activité',
  Climbing: 'Escalade',
  'Snow sports': 'Sports d’hiver',
  Travel: 'Voyage',
  Men: 'Homme',
  Women: 'Femme',
  Kids: 'Enfant',
  Journal: 'Journal',
  'All stories': 'Tous les récits',
  Running: 'Course à pied',
  'Gear care': 'Entretien du matériel',
  'Care questions': 'Questions d’entretien',
  'Service status': 'État du service',
  'Filter by activity': 'Filtrer par activité',
  'Rain and wind': 'Pluie et vent',
  Layering: 'Superposition des couches',
  Community: 'Communauté',
  'From the Journal': 'Extraits du Journal',
  'Trips and camps': 'Sorties et camps',
  'Care guides': 'Guides d’entretien',
  'Gear care questions': 'Questions sur l’entretien du matériel',
  'How often should I re-proof my shell?': 'À quelle fréquence dois-je réimperméabiliser ma veste ?',
  '<p>When rain stops beading on the face fabric, usually two or three times a season.</p>':
    '<p>Quand la pluie ne perle plus sur le tissu extérieur, en général deux ou trois fois par saison.</p>',
  'Can I tumble-dry down?': 'Puis-je passer le duvet au sèche-linge ?',
  '<p>Yes, on low heat with two or three clean tennis balls to break up the clumps.</p>':
    '<p>Oui, à basse température, avec deux ou trois balles de tennis propres pour défaire les amas.</p>',
  'Do you repair boots?': 'Réparez-vous les chaussures ?',
  '<p>Our flagship stores resole and re-stitch boots. <a href="/store-locator">Find a store</a>.</p>':
    '<p>Nos magasins phares ressemellent et recousent les chaussures. <a href="/store-locator">Trouver un magasin</a>.</p>',
  'Delivery and returns': 'Livraison et retours',
  'Delivery times': 'Délais de livraison',
  '<p>Standard delivery takes 3 to 5 working days; express arrives the next working day.</p>':
    '<p>La livraison standard prend 3 à 5 jours ouvrés ; la livraison express arrive le jour ouvré suivant.</p>',
  'Free returns': 'Retours gratuits',
  '<p>Return unworn items within 60 days. <a href="/policies/shipping-terms">Read the policy</a>.</p>':
    '<p>Retournez les articles non portés sous 60 jours. <a href="/policies/shipping-terms">Lire la politique</a>.</p>',
  'Sizing help': 'Aide au choix de la taille',
  '<p>Between sizes? Go up half a size for boots.</p>':
    '<p>Entre deux tailles ? Prenez une demi-taille au-dessus pour les chaussures.</p>',
  'Explore Trailhead': 'Découvrir Trailhead',
  'Gear care guides': 'Guides d’entretien du matériel',
  'Run club': 'Club de course',
  'Trail clean-ups': 'Nettoyages de sentiers',
  'Follow us': 'Suivez-nous',
  Stores: 'Magasins',
  'A runner on a scree path below limestone towers':
    'Un coureur sur un sentier d’éboulis sous des tours calcaires',
  Chapters: 'Chapitres',
  'Forty kilometres through the Dolomites in the Skyline Trail 3':
    'Quarante kilomètres à travers les Dolomites en Skyline Trail 3',
  'Our trail team runs the Alta Via 1 in a day: scree, snow patches and 2,500 metres of climbing, in the shoe built for it.':
    'Notre équipe trail court l’Alta Via 1 en une journée : éboulis, névés et 2 500 mètres de dénivelé, avec la chaussure conçue pour cela.',
  'Two campers pitching a dome tent in the wind': 'Deux campeurs montant une tente dôme dans le vent',
  'How to pitch the Storm Dome 3 in ten minutes': 'Comment monter la Storm Dome 3 en dix minutes',
  'A hiker on a ridge at dusk': 'Un randonneur sur une crête au crépuscule',
  'Ridge to river: a week on the Pacific Crest Trail':
    'De la crête à la rivière : une semaine sur le Pacific Crest Trail',
  'Seven days, 180 kilometres and one very wet tent: our field team reports back.':
    'Sept jours, 180 kilomètres et une tente trempée : notre équipe de terrain raconte.',
  'Spring on the ridge': 'Le printemps sur la crête',
  'Between sizes?': 'Entre deux tailles ?',
  'Our fit guide takes two minutes and a tape measure.':
    'Notre guide des tailles prend deux minutes et un mètre ruban.',
  'A boot on a measuring board': 'Une chaussure sur une toise',
  'Open the fit guide': 'Ouvrir le guide des tailles',
  'Wide-fit advice': 'Conseils pour pieds larges',
  'Find your fit': 'Trouvez votre taille',
  'A tape measure around a foot': 'Un mètre ruban autour d’un pied',
  '<p>Measure both feet in the evening, standing, in the socks you hike in. Go with the longer foot.</p><ul><li>Between sizes: take the larger one for hiking boots.</li><li>Wide feet: look for the <strong>Wide</strong> badge.</li></ul>':
    '<p>Mesurez vos deux pieds le soir, debout, avec les chaussettes que vous portez en randonnée. Fiez-vous au pied le plus long.</p><ul><li>Entre deux tailles : prenez la plus grande pour les chaussures de randonnée.</li><li>Pieds larges : repérez le badge <strong>Wide</strong>.</li></ul>',
  '<p>XPLR Pass members return without a receipt. <a href="#modal">How it works</a></p>':
    '<p>Les membres XPLR Pass retournent leurs articles sans ticket de caisse. <a href="#modal">Comment ça marche</a></p>',
  'Returns for XPLR Pass members': 'Retours pour les membres XPLR Pass',
  '<p>Return anything within 60 days, by post or in any store. Members need no receipt: we find the order in your account.</p>':
    '<p>Retournez n’importe quel article sous 60 jours, par la poste ou dans n’importe quel magasin. Les membres n’ont pas besoin de ticket : nous retrouvons la commande dans votre compte.</p>',
  'Top rated by hikers': 'Les mieux notés par les randonneurs',
  'Picked for you': 'Sélectionné pour vous',
  'A hiker in a shell jacket and beanie in light rain':
    'Une randonneuse en veste imperméable et bonnet sous une pluie fine',
  'Stormbreak 3L Shell, Ember Red': 'Veste Stormbreak 3 couches, Rouge braise',
  'Granite Peak Mid WP, Rust': 'Chaussure de randonnée Granite Peak Mid WP, Rouille',
  'Pack for the weekend': 'Prêt pour le week-end',
  'Trail notes in your inbox': 'Des nouvelles du sentier dans votre boîte de réception',
  '<p>New gear, trail guides and member offers, once a fortnight.</p>':
    '<p>Nouveaux équipements, guides de sentiers et offres membres, une fois tous les quinze jours.</p>',
  'Welcome to Trail notes': 'Bienvenue dans Trail notes',
  'Thanks! Your first Trail notes arrive with the next issue.':
    'Merci ! Vos premières Trail notes arrivent avec le prochain numéro.',
  'Photos from the trail': 'Photos du sentier',
  'Shared by our community': 'Partagées par notre communauté',
  'Thanks for being an XPLR Pass member': 'Merci d’être membre XPLR Pass',
  '<p>Your points work on everything in this gallery.</p>':
    '<p>Vos points sont valables sur tout ce qui figure dans cette galerie.</p>',
  'Welcome back': 'Bon retour parmi nous',
  '<p>Join XPLR Pass from your account to earn points on every order.</p>':
    '<p>Rejoignez XPLR Pass depuis votre compte pour cumuler des points à chaque commande.</p>',
  'Sign in for offers made for you': 'Connectez-vous pour voir les offres faites pour vous',
  '<p>Members and signed-in shoppers see their own offers here.</p>':
    '<p>Les membres et les clients connectés voient ici leurs propres offres.</p>',
  'A second baseline, never shown': 'Une seconde version de référence, jamais affichée',
  '<p>Only the first shows.</p>': '<p>Seule la première s’affiche.</p>',
  'Gear up for the season': 'Équipez-vous pour la saison',
  '<p>The baseline copy.</p>': '<p>Le texte de référence.</p>',
  Baseline: 'Référence',
  'Bolder headline': 'Titre plus marqué',
  'Go further, for less': 'Aller plus loin, pour moins cher',
  '<p>The variant copy.</p>': '<p>Le texte de la variante.</p>',
}
