import type { TextDictionary } from './types.ts'

/**
 * French (fr_FR, fr_CA) texts of the emulator's fixed, category and product pages (titles, meta descriptions,
 * espots), the utility bar, search sorts and facets, badges, product sets and recommendations, by their
 * English text. Prices in these texts are the EUR site's.
 */
export const PAGES_FR: TextDictionary = {
  'Your account': 'Votre compte',
  'Your account | Trailhead Outfitters': 'Votre compte | Trailhead Outfitters',
  'Orders, details and XPLR Pass points in one place.':
    'Commandes, coordonnées et points XPLR Pass au même endroit.',
  'XPLR Pass members earn double points this month':
    'Les membres XPLR Pass gagnent le double de points ce mois-ci',
  'Learn more': 'En savoir plus',
  'Your details': 'Vos coordonnées',
  'Your details | Trailhead Outfitters': 'Vos coordonnées | Trailhead Outfitters',
  'Keep your details up to date.': 'Tenez vos coordonnées à jour.',
  '<p>Keep your details up to date for faster checkout and better recommendations.</p>':
    '<p>Tenez vos coordonnées à jour pour un paiement plus rapide et de meilleures recommandations.</p>',
  Cart: 'Panier',
  'Cart | Trailhead Outfitters': 'Panier | Trailhead Outfitters',
  'Your cart.': 'Votre panier.',
  '<p>Free standard shipping over $75</p>': '<p>Livraison standard offerte dès 75 €</p>',
  '<p>Free returns within 60 days</p>': '<p>Retours gratuits sous 60 jours</p>',
  '<p>Pick up in store</p>': '<p>Retrait en magasin</p>',
  '<p>Gift wrapping at checkout</p>': '<p>Emballage cadeau lors du paiement</p>',
  'Trail add-ons': 'Compléments pour le sentier',
  Checkout: 'Paiement',
  'Checkout | Trailhead Outfitters': 'Paiement | Trailhead Outfitters',
  'Secure checkout.': 'Paiement sécurisé.',
  '<p>Your payment details are encrypted. Need help? <a href="/help/contact-us">Contact us</a>.</p>':
    '<p>Vos données de paiement sont chiffrées. Besoin d\'aide ? <a href="/help/contact-us">Contactez-nous</a>.</p>',
  'Contact us | Trailhead Outfitters': 'Nous contacter | Trailhead Outfitters',
  'Reach our customer care team by chat, phone or email.':
    'Joignez notre service client par chat, téléphone ou e-mail.',
  '<p>Our team is here <strong>every day from 8 am to 8 pm</strong>.</p><ul><li>Phone: 1-800-555-0199</li><li>Email: <a href="mailto:care@example.com">care@example.com</a></li></ul>':
    '<p>Notre équipe est là <strong>tous les jours de 8 h à 20 h</strong>.</p><ul><li>Téléphone : 1-800-555-0199</li><li>E-mail : <a href="mailto:care@example.com">care@example.com</a></li></ul>',
  'Frequently asked questions': 'Questions fréquentes',
  'Where is my order?': 'Où est ma commande ?',
  '<p>Sign in to your account to track every order.</p>':
    '<p>Connectez-vous à votre compte pour suivre chaque commande.</p>',
  'How do I return an item?': 'Comment retourner un article ?',
  '<p>See <a href="/help/returns/how-to-return">how to return</a>.</p>':
    '<p>Voir <a href="/help/returns/how-to-return">comment effectuer un retour</a>.</p>',
  'Do you price match?': 'Alignez-vous vos prix ?',
  '<p>Yes, within 14 days of purchase for identical items.</p>':
    "<p>Oui, dans les 14 jours suivant l'achat, pour des articles identiques.</p>",
  'Page not found': 'Page introuvable',
  'Page not found | Trailhead Outfitters': 'Page introuvable | Trailhead Outfitters',
  'This page is not available': "Cette page n'est pas disponible",
  "We can't find that page": 'Nous ne trouvons pas cette page',
  '<p>The page you are looking for may have moved or no longer exists.</p><p><a href="/">Go to the home page</a> or browse a category:</p><ul><li><a href="/c/footwear-1000">Footwear</a></li><li><a href="/c/apparel-2000">Apparel</a></li><li><a href="/c/gear-3000">Gear</a></li><li><a href="/c/gift-cards-4000">Gift Cards</a></li></ul>':
    '<p>La page que vous cherchez a peut-être été déplacée ou n\'existe plus.</p><p><a href="/">Aller à l\'accueil</a> ou parcourir une catégorie :</p><ul><li><a href="/c/footwear-1000">Chaussures</a></li><li><a href="/c/apparel-2000">Vêtements</a></li><li><a href="/c/gear-3000">Équipement</a></li><li><a href="/c/gift-cards-4000">Cartes-cadeaux</a></li></ul>',
  'Gift cards | Trailhead Outfitters': 'Cartes-cadeaux | Trailhead Outfitters',
  'Buy a gift card or check your balance.': 'Achetez une carte-cadeau ou consultez votre solde.',
  'Digital gift cards, delivered in minutes.': 'Cartes-cadeaux numériques, envoyées en quelques minutes.',
  'Buy a gift card': 'Acheter une carte-cadeau',
  '<p>Gift cards never expire and can be used online and in every store.</p>':
    "<p>Les cartes-cadeaux n'expirent jamais et s'utilisent en ligne et dans tous nos magasins.</p>",
  'Join XPLR Pass': 'Rejoindre XPLR Pass',
  'Join XPLR Pass | Trailhead Outfitters': 'Rejoindre XPLR Pass | Trailhead Outfitters',
  'Earn points on every purchase.': 'Gagnez des points à chaque achat.',
  '<p>Earn points on every purchase, get early sale access and free returns.</p>':
    '<p>Gagnez des points à chaque achat, accédez en avant-première aux soldes et profitez des retours gratuits.</p>',
  'Order confirmation': 'Confirmation de commande',
  'Order confirmation | Trailhead Outfitters': 'Confirmation de commande | Trailhead Outfitters',
  'Thank you for your order.': 'Merci pour votre commande.',
  '<p>We will email you when your order ships. Questions? <a href="/help/contact-us">Contact us</a>.</p>':
    '<p>Nous vous enverrons un e-mail à l\'expédition de votre commande. Des questions ? <a href="/help/contact-us">Contactez-nous</a>.</p>',
  'Offers | Trailhead Outfitters': 'Offres | Trailhead Outfitters',
  'Current offers and promotion codes.': 'Offres en cours et codes promotionnels.',
  'Current offers': 'Offres en cours',
  '<ul><li>New here? Use code <strong>WELCOME10</strong> for 10% off your first order.</li><li>Use code <strong>FREESHIP</strong> for free standard shipping.</li></ul><p>See the <a href="/sale-terms">terms of sale</a> for details.</p>':
    '<ul><li>Nouveau client ? Le code <strong>WELCOME10</strong> vous offre 10 % de réduction sur votre première commande.</li><li>Le code <strong>FREESHIP</strong> vous offre la livraison standard.</li></ul><p>Voir les <a href="/sale-terms">conditions de vente</a> pour les détails.</p>',
  Search: 'Recherche',
  'Search | Trailhead Outfitters': 'Recherche | Trailhead Outfitters',
  'Search the store.': 'Rechercher dans la boutique.',
  '<p>Popular searches: <a href="/search?q=rain+jacket">rain jacket</a>, <a href="/search?q=trail+shoes">trail shoes</a>, <a href="/search?q=tent">tent</a>.</p>':
    '<p>Recherches populaires : <a href="/search?q=rain+jacket">veste de pluie</a>, <a href="/search?q=trail+shoes">chaussures de trail</a>, <a href="/search?q=tent">tente</a>.</p>',
  'Browse by category': 'Parcourir par catégorie',
  '<ul><li><a href="/c/footwear-1000">Footwear</a></li><li><a href="/c/apparel-2000">Apparel</a></li><li><a href="/c/gear-3000">Gear</a></li><li><a href="/c/gift-cards-4000">Gift Cards</a></li></ul>':
    '<ul><li><a href="/c/footwear-1000">Chaussures</a></li><li><a href="/c/apparel-2000">Vêtements</a></li><li><a href="/c/gear-3000">Équipement</a></li><li><a href="/c/gift-cards-4000">Cartes-cadeaux</a></li></ul>',
  'Sign in': 'Se connecter',
  'Sign in | Trailhead Outfitters': 'Se connecter | Trailhead Outfitters',
  'Sign in to your account.': 'Connectez-vous à votre compte.',
  '<p>Sign in to check out faster, track orders and earn XPLR Pass points.</p>':
    '<p>Connectez-vous pour payer plus vite, suivre vos commandes et gagner des points XPLR Pass.</p>',
  'Create an account': 'Créer un compte',
  'Create an account | Trailhead Outfitters': 'Créer un compte | Trailhead Outfitters',
  'Create an account and join XPLR Pass.': 'Créez un compte et rejoignez XPLR Pass.',
  'Why create an account?': 'Pourquoi créer un compte ?',
  '<p>Faster checkout, order tracking and XPLR Pass points on every purchase.</p>':
    '<p>Un paiement plus rapide, le suivi des commandes et des points XPLR Pass à chaque achat.</p>',
  'Create an account.': 'Créez un compte.',
  '<p>Members get free returns and early access to sales.</p>':
    "<p>Les membres profitent des retours gratuits et d'un accès anticipé aux soldes.</p>",
  'Store locator | Trailhead Outfitters': 'Trouver un magasin | Trailhead Outfitters',
  'Find a Trailhead Outfitters store near you.': 'Trouvez un magasin Trailhead Outfitters près de chez vous.',
  '<p>Order online and pick up in store, often the same day.</p>':
    '<p>Commandez en ligne et retirez en magasin, souvent le jour même.</p>',
  'Westend flagship store': 'Magasin phare du Westend',
  'Westend flagship store | Trailhead Outfitters': 'Magasin phare du Westend | Trailhead Outfitters',
  'Our flagship store in the Westend.': 'Notre magasin phare dans le Westend.',
  'Three floors of footwear, apparel and gear, plus a gait analysis studio.':
    "Trois étages de chaussures, de vêtements et d'équipement, et un studio d'analyse de foulée.",
  'The storefront of the Westend flagship store': 'La devanture du magasin phare du Westend',
  'Opening hours': "Horaires d'ouverture",
  Services: 'Services',
  'Gait analysis': 'Analyse de foulée',
  '<p>Free, by appointment, with our running specialists.</p>':
    '<p>Gratuite, sur rendez-vous, avec nos spécialistes de la course.</p>',
  'Boot fitting': 'Ajustement des chaussures de randonnée',
  '<p>Walk-in every weekend.</p>': '<p>Sans rendez-vous tous les week-ends.</p>',
  'Footwear: running shoes and hiking boots | Trailhead Outfitters':
    'Chaussures : course à pied et randonnée | Trailhead Outfitters',
  '<h2>How to choose</h2><p>Pick <strong>running shoes</strong> by terrain: smooth soles for the road, deep lugs for the trail. For <strong>hiking boots</strong>, think about load and weather: a waterproof mid-cut boot suits most hikers.</p><p>Not sure about size? <a href="/help/contact-us">Ask our fitting team</a> or visit a <a href="/store-locator">store near you</a>.</p>':
    '<h2>Bien choisir</h2><p>Choisissez vos <strong>chaussures de course</strong> selon le terrain : semelles lisses pour la route, crampons profonds pour le sentier. Pour les <strong>chaussures de randonnée</strong>, pensez à la charge et à la météo : une tige mi-haute imperméable convient à la plupart des randonneurs.</p><p>Un doute sur la taille ? <a href="/help/contact-us">Demandez à notre équipe</a> ou rendez-vous dans un <a href="/store-locator">magasin près de chez vous</a>.</p>',
  'Running Shoes | Trailhead Outfitters': 'Chaussures de course | Trailhead Outfitters',
  'Light, cushioned and grippy: road and trail shoes for every pace and every distance.':
    'Légères, amorties et accrocheuses : des chaussures de route et de trail pour tous les rythmes et toutes les distances.',
  '<p>Light, cushioned and grippy: road and trail shoes for every pace and every distance.</p>':
    '<p>Légères, amorties et accrocheuses : des chaussures de route et de trail pour tous les rythmes et toutes les distances.</p>',
  'Hiking Boots | Trailhead Outfitters': 'Chaussures de randonnée | Trailhead Outfitters',
  'Waterproof boots with support that lasts from the first switchback to the summit.':
    "Des chaussures imperméables qui vous soutiennent du premier lacet jusqu'au sommet.",
  '<p>Waterproof boots with support that lasts from the first switchback to the summit.</p>':
    "<p>Des chaussures imperméables qui vous soutiennent du premier lacet jusqu'au sommet.</p>",
  'Apparel | Trailhead Outfitters': 'Vêtements | Trailhead Outfitters',
  'Layers for every season, tested on the trail.': 'Des couches pour chaque saison, testées sur le sentier.',
  '<p>Layers for every season, tested on the trail.</p>':
    '<p>Des couches pour chaque saison, testées sur le sentier.</p>',
  'Jackets | Trailhead Outfitters': 'Vestes | Trailhead Outfitters',
  'Shells, insulated jackets and packable layers that shrug off wind, rain and snow.':
    'Vestes imperméables, isolantes et compressibles qui résistent au vent, à la pluie et à la neige.',
  '<p>Shells, insulated jackets and packable layers that shrug off wind, rain and snow.</p>':
    '<p>Vestes imperméables, isolantes et compressibles qui résistent au vent, à la pluie et à la neige.</p>',
  'Fleece & Base Layers | Trailhead Outfitters': 'Polaires et sous-couches | Trailhead Outfitters',
  'Warm fleece and merino base layers that breathe on the climb and keep you warm at the top.':
    'Polaires chaudes et sous-couches en mérinos qui respirent à la montée et vous gardent au chaud au sommet.',
  '<p>Warm fleece and merino base layers that breathe on the climb and keep you warm at the top.</p>':
    '<p>Polaires chaudes et sous-couches en mérinos qui respirent à la montée et vous gardent au chaud au sommet.</p>',
  'Gear | Trailhead Outfitters': 'Équipement | Trailhead Outfitters',
  'Tents, packs and the small essentials for nights out.':
    'Tentes, sacs et petits essentiels pour les nuits dehors.',
  '<p>Tents, packs and the small essentials for nights out.</p>':
    '<p>Tentes, sacs et petits essentiels pour les nuits dehors.</p>',
  'Tents & Packs | Trailhead Outfitters': 'Tentes et sacs | Trailhead Outfitters',
  'Tents for fast overnights and family basecamps, plus packs sized from daypack to expedition.':
    "Des tentes pour les bivouacs rapides et les camps de base en famille, et des sacs du sac de jour au sac d'expédition.",
  '<p>Tents for fast overnights and family basecamps, plus packs sized from daypack to expedition.</p>':
    "<p>Des tentes pour les bivouacs rapides et les camps de base en famille, et des sacs du sac de jour au sac d'expédition.</p>",
  'Accessories | Trailhead Outfitters': 'Accessoires | Trailhead Outfitters',
  'Bottles, headlamps, beanies and gloves: the small things that make a big day better.':
    'Gourdes, lampes frontales, bonnets et gants : les petites choses qui font les grandes journées.',
  '<p>Bottles, headlamps, beanies and gloves: the small things that make a big day better.</p>':
    '<p>Gourdes, lampes frontales, bonnets et gants : les petites choses qui font les grandes journées.</p>',
  'Gift Cards | Trailhead Outfitters': 'Cartes-cadeaux | Trailhead Outfitters',
  'The gift of the outdoors, in any amount.': 'Offrez le grand air, du montant de votre choix.',
  '<p>The gift of the outdoors, in any amount.</p>': '<p>Offrez le grand air, du montant de votre choix.</p>',
  'Digital Gift Cards | Trailhead Outfitters': 'Cartes-cadeaux numériques | Trailhead Outfitters',
  'Delivered by email within minutes and redeemable online and in every store.':
    'Envoyées par e-mail en quelques minutes, utilisables en ligne et dans tous nos magasins.',
  '<p>Delivered by email within minutes and redeemable online and in every store.</p>':
    '<p>Envoyées par e-mail en quelques minutes, utilisables en ligne et dans tous nos magasins.</p>',
  'Tempo Trail Runner | Trailhead Outfitters': 'Chaussure de trail Tempo | Trailhead Outfitters',
  'Built for mixed terrain.': 'Conçue pour les terrains variés.',
  'Made for mixed terrain': 'Faite pour les terrains variés',
  '<p>A 4 mm drop, a rock plate under the forefoot and lugs that shed mud: the Tempo Trail Runner goes from the road to the ridge without a change of shoes.</p>':
    "<p>Un drop de 4 mm, une plaque anti-roches sous l'avant-pied et des crampons qui évacuent la boue : la Tempo passe de la route à la crête sans changer de chaussures.</p>",
  '<p>Upper from 50% recycled polyester</p>': '<p>Tige à 50 % en polyester recyclé</p>',
  'Hearth Down Parka | Trailhead Outfitters': 'Parka en duvet Hearth | Trailhead Outfitters',
  'Warm to minus twenty.': "Chaude jusqu'à moins vingt degrés.",
  'Complete the look': 'Compléter la tenue',
  Returns: 'Retours',
  Home: 'Accueil',
  'Trailhead Outfitters | Footwear, apparel and gear for the outdoors':
    'Trailhead Outfitters | Chaussures, vêtements et équipement pour le plein air',
  'Running shoes, hiking boots, jackets, tents and packs, with free returns and store pickup.':
    'Chaussures de course, chaussures de randonnée, vestes, tentes et sacs, avec retours gratuits et retrait en magasin.',
  '<p><strong>Free standard shipping</strong> on orders over $75.</p>':
    "<p><strong>Livraison standard offerte</strong> dès 75 € d'achat.</p>",
  '<p>Join <strong>XPLR Pass</strong> and earn points on every purchase.</p>':
    '<p>Rejoignez <strong>XPLR Pass</strong> et gagnez des points à chaque achat.</p>',
  'A hiker on a ridge above a valley at sunrise':
    "Une randonneuse sur une crête au-dessus d'une vallée au lever du soleil",
  '<p>Earn points on every purchase, get early access to sales and free returns, always.</p>':
    '<p>Gagnez des points à chaque achat, accédez en avant-première aux soldes et profitez toujours des retours gratuits.</p>',
  '<h2>Made for the miles</h2><p>We test every shoe, shell and tent on real trails before it reaches our shelves. If it does not hold up, it does not make the cut. Read more <a href="/about">about us</a> or find inspiration in our <a href="/basecamp">Basecamp stories</a>.</p>':
    '<h2>Faits pour les kilomètres</h2><p>Nous testons chaque chaussure, veste et tente sur de vrais sentiers avant qu\'elle n\'arrive en rayon. Ce qui ne tient pas n\'est pas retenu. Découvrez-en plus <a href="/about">sur nous</a> ou inspirez-vous de nos <a href="/basecamp">récits Basecamp</a>.</p>',
  '<p><strong>Free shipping</strong> over $75</p>': '<p><strong>Livraison offerte</strong> dès 75 €</p>',
  '<p><strong>Free returns</strong> within 60 days</p>':
    '<p><strong>Retours gratuits</strong> sous 60 jours</p>',
  '<p><strong>Pick up in store</strong>, often the same day</p>':
    '<p><strong>Retrait en magasin</strong>, souvent le jour même</p>',
  Relevance: 'Pertinence',
  'Price: low to high': 'Prix : croissant',
  'Price: high to low': 'Prix : décroissant',
  Newest: 'Nouveautés',
  'Top rated': 'Mieux notés',
  'Free returns within 60 days': 'Retours gratuits sous 60 jours',
  'Best Seller': 'Meilleure vente',
  'Limited Edition': 'Édition limitée',
  New: 'Nouveau',
  Waterproof: 'Imperméable',
  'You may also like': 'Vous aimerez aussi',
  'Trail Running Kit': 'Kit de trail',
  'Our everyday trail shoe with the socks and bottle we run in.':
    'Notre chaussure de trail de tous les jours, avec les chaussettes et la gourde que nous portons pour courir.',
  Colour: 'Couleur',
  Size: 'Taille',
  Price: 'Prix',
  Brand: 'Marque',
  'Backpacking Starter Set': 'Kit de randonnée itinérante pour débuter',
  'A two-person tent, a daypack for side trips and a headlamp for the evenings.':
    'Une tente deux places, un sac de jour pour les escapades et une lampe frontale pour les soirées.',
  // The cart: delivery methods and promotions.
  'Standard delivery': 'Livraison standard',
  'Express delivery': 'Livraison express',
  'Digital delivery': 'Livraison numérique',
  '3-5 days': '3 à 5 jours',
  '1-2 days': '1 à 2 jours',
  Instant: 'Immédiate',
  'Free standard shipping on qualifying orders|Spend {amount} more for free standard shipping|You get free standard shipping':
    'Livraison standard offerte sur les commandes éligibles|Plus que {amount} pour la livraison standard offerte|La livraison standard vous est offerte',
  'You get free standard shipping': 'La livraison standard vous est offerte',
  'Free standard shipping over the threshold': 'Livraison standard offerte au-delà du seuil',
  'Free standard shipping': 'Livraison standard offerte',
  'Free beanie with your order': 'Bonnet offert avec votre commande',
  'Free Merino Cuff Beanie': 'Bonnet à revers en mérinos offert',
  '10% off your order': '10 % de réduction sur votre commande',
  '15% off your order': '15 % de réduction sur votre commande',
  '20% off your order': '20 % de réduction sur votre commande',
  '25% off your order': '25 % de réduction sur votre commande',
  '5% off your order': '5 % de réduction sur votre commande',
  '20% off running shoes': '20 % de réduction sur les chaussures de course',
  '30% off for the first 100 orders': '30 % de réduction sur les 100 premières commandes',
  'Welcome offer': 'Offre de bienvenue',
  'Season sale': 'Soldes de saison',
  'Running shoes 20% off': 'Chaussures de course à -20 %',
  'Last season': 'Saison dernière',
  'Next year': "L'an prochain",
  'Thank you': 'Merci',
  'Launch offer': 'Offre de lancement',
}
