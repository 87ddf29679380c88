import type { TextDictionary } from './types.ts'

/** French texts (fr_FR and fr_CA) of the emulator's shop pages: home, account, cart, checkout, contact, 404, gift card, offers, search, sign-in and sign-up, stores, about: whole English texts, rich text as whole HTML. */
export const PAGES_FR: TextDictionary = {
  Home: 'Accueil',
  'Trailhead Outfitters | Footwear, apparel and gear for the outdoors':
    'Trailhead Outfitters | Chaussures, vêtements et équipement pour le plein air',
  'Running shoes, hiking boots, jackets, tents and packs, with free returns and store pickup.':
    'Chaussures de course, chaussures de randonnée, vestes, tentes et sacs, avec retours gratuits et retrait en magasin.',
  '<p><strong>Free standard shipping</strong> on orders over {freeShippingThreshold}.</p>':
    '<p><strong>Livraison standard offerte</strong> dès {freeShippingThreshold} d’achat.</p>',
  '<p>Join <strong>XPLR Pass</strong> and earn points on every purchase.</p>':
    '<p><strong>XPLR Pass</strong>\u00a0: des points à chaque achat.</p>',
  'Spring season launch': 'Lancement de la saison de printemps',
  'A hiker on a ridge above a valley at sunrise':
    'Un randonneur sur une crête au-dessus d’une vallée au lever du soleil',
  'Spring season launch, trail copy': 'Lancement de la saison de printemps, texte trail',
  'XPLR Pass': 'XPLR Pass',
  '<p>Earn points on every purchase, get early access to sales and free returns, always.</p>':
    '<p>Cumulez des points à chaque achat, profitez d’un accès anticipé aux soldes et de retours gratuits, toujours.</p>',
  '<h2>Made for the miles</h2><p>We test every shoe, shell and tent on real trails before it reaches our shelves. If it does not hold up, it does not make the cut. Read more <a href="/about">about us</a> or find inspiration in our <a href="/basecamp">Basecamp stories</a>.</p>':
    '<h2>Faits pour les kilomètres</h2><p>Nous testons chaque chaussure, chaque veste et chaque tente sur de vrais sentiers avant qu’elles n’arrivent en rayon. Si un article ne tient pas le coup, il n’est pas retenu. Découvrez-en plus <a href="/about">sur nous</a> ou trouvez l’inspiration dans nos <a href="/basecamp">récits Basecamp</a>.</p>',
  '<p><strong>Free shipping</strong> over {freeShippingThreshold}</p>':
    '<p><strong>Livraison offerte</strong> dès {freeShippingThreshold}</p>',
  '<p><strong>Free returns</strong> within 60 days</p>':
    '<p><strong>Retours gratuits</strong> sous 60 jours</p>',
  '<p><strong>Pick up in store</strong>, often the same day</p>':
    '<p><strong>Retrait en magasin</strong>, souvent le jour même</p>',
  'Your account': 'Votre compte',
  'Your account | Trailhead Outfitters': 'Votre compte | Trailhead Outfitters',
  'Orders, details and XPLR Pass points in one place.':
    'Commandes, informations et points XPLR Pass au même endroit.',
  'XPLR Pass members earn double points this month':
    'Les membres XPLR Pass cumulent deux fois plus de points ce mois-ci',
  'Your details': 'Vos informations',
  'Your details | Trailhead Outfitters': 'Vos informations | Trailhead Outfitters',
  'Keep your details up to date.': 'Tenez vos informations à jour.',
  '<p>Keep your details up to date for faster checkout and better recommendations.</p>':
    '<p>Tenez vos informations à jour pour un paiement plus rapide et de meilleures recommandations.</p>',
  'Basecamp stories | Trailhead Outfitters': 'Récits Basecamp | Trailhead Outfitters',
  'Trip reports, gear guides and how-tos from our team.':
    'Récits de sorties, guides d’équipement et conseils pratiques de notre équipe.',
  'Trip reports, gear guides and how-tos from people who live outside.':
    'Récits de sorties, guides d’équipement et conseils pratiques de gens qui vivent dehors.',
  'Tents pitched beside an alpine lake': 'Des tentes plantées au bord d’un lac alpin',
  '<h2>Latest stories</h2><ul><li><a href="/c/running-shoes-1010">Your first trail half marathon</a></li><li><a href="/c/tents-packs-3010">Packing list for a two-night hike</a></li><li><a href="/c/fleece-base-layers-2020">Layering 101: stay warm without overheating</a></li></ul>':
    '<h2>Derniers récits</h2><ul><li><a href="/c/running-shoes-1010">Votre premier semi-marathon en trail</a></li><li><a href="/c/tents-packs-3010">Liste de matériel pour une randonnée de deux nuits</a></li><li><a href="/c/fleece-base-layers-2020">Les couches, mode d’emploi : rester au chaud sans avoir trop chaud</a></li></ul>',
  Cart: 'Panier',
  'Cart | Trailhead Outfitters': 'Panier | Trailhead Outfitters',
  'Your cart.': 'Votre panier.',
  '<p>Free standard shipping over {freeShippingThreshold}</p>':
    '<p>Livraison standard offerte dès {freeShippingThreshold}</p>',
  '<p>Free returns within 60 days</p>': '<p>Retours gratuits sous 60 jours</p>',
  '<p>Pick up in store</p>': '<p>Retrait en magasin</p>',
  '<p>Gift wrapping at checkout</p>': '<p>Emballage cadeau lors du paiement</p>',
  'Trail add-ons': 'Compléments pour le sentier',
  Checkout: 'Paiement',
  'Checkout | Trailhead Outfitters': 'Paiement | Trailhead Outfitters',
  'Secure checkout.': 'Paiement sécurisé.',
  '<p>Your payment details are encrypted. Need help? <a href="/help/contact-us">Contact us</a>.</p>':
    '<p>Vos données de paiement sont chiffrées. Besoin d’aide ? <a href="/help/contact-us">Contactez-nous</a>.</p>',
  'Contact us | Trailhead Outfitters': 'Nous contacter | Trailhead Outfitters',
  'Reach our customer care team by chat, phone or email.':
    'Contactez notre service client par chat, par téléphone ou par e-mail.',
  '<p>Our team is here <strong>every day from 8 am to 8 pm</strong>.</p><ul><li>Phone: {carePhone}</li><li>Email: <a href="mailto:care@example.com">care@example.com</a></li></ul>':
    '<p>Notre équipe est là <strong>tous les jours de 8 h à 20 h</strong>.</p><ul><li>Téléphone : {carePhone}</li><li>E-mail : <a href="mailto:care@example.com">care@example.com</a></li></ul>',
  'Frequently asked questions': 'Questions fréquentes',
  'Where is my order?': 'Où en est ma commande ?',
  '<p>Sign in to your account to track every order.</p>':
    '<p>Connectez-vous à votre compte pour suivre chacune de vos commandes.</p>',
  'How do I return an item?': 'Comment retourner un article ?',
  '<p>See <a href="/help/returns/how-to-return">how to return</a>.</p>':
    '<p>Consultez <a href="/help/returns/how-to-return">comment retourner un article</a>.</p>',
  'Do you price match?': 'Alignez-vous sur les prix ?',
  '<p>Yes, within 14 days of purchase for identical items.</p>':
    '<p>Oui, dans les 14 jours suivant l’achat, pour des articles identiques.</p>',
  'Page not found': 'Page introuvable',
  'Page not found | Trailhead Outfitters': 'Page introuvable | Trailhead Outfitters',
  'This page is not available': 'Cette page n’est pas disponible',
  "We can't find that page": 'Nous ne trouvons pas cette page',
  '<p>The page you are looking for may have moved or no longer exists.</p><p><a href="/">Go to the home page</a> or browse a category:</p><ul><li><a href="/c/footwear-1000">Footwear</a></li><li><a href="/c/apparel-2000">Apparel</a></li><li><a href="/c/gear-3000">Gear</a></li><li><a href="/c/gift-cards-4000">Gift Cards</a></li></ul>':
    '<p>La page que vous cherchez a peut-être été déplacée ou n’existe plus.</p><p><a href="/">Aller à la page d’accueil</a> ou parcourir une catégorie :</p><ul><li><a href="/c/footwear-1000">Chaussures</a></li><li><a href="/c/apparel-2000">Vêtements</a></li><li><a href="/c/gear-3000">Équipement</a></li><li><a href="/c/gift-cards-4000">Cartes-cadeaux</a></li></ul>',
  'Gift cards | Trailhead Outfitters': 'Cartes-cadeaux | Trailhead Outfitters',
  'Buy a gift card or check your balance.': 'Achetez une carte-cadeau ou consultez votre solde.',
  'Digital gift cards, delivered in minutes.': 'Cartes-cadeaux numériques, envoyées en quelques minutes.',
  'Buy a gift card': 'Acheter une carte-cadeau',
  '<p>Gift cards never expire and can be used online and in every store.</p>':
    '<p>Les cartes-cadeaux n’expirent jamais et s’utilisent en ligne et dans tous nos magasins.</p>',
  'Join XPLR Pass': 'Rejoindre XPLR Pass',
  'Join XPLR Pass | Trailhead Outfitters': 'Rejoindre XPLR Pass | Trailhead Outfitters',
  'Earn points on every purchase.': 'Cumulez des points à chaque achat.',
  '<p>Earn points on every purchase, get early sale access and free returns.</p>':
    '<p>Cumulez des points à chaque achat, profitez d’un accès anticipé aux soldes et de retours gratuits.</p>',
  'Order confirmation': 'Confirmation de commande',
  'Order confirmation | Trailhead Outfitters': 'Confirmation de commande | Trailhead Outfitters',
  'Thank you for your order.': 'Merci pour votre commande.',
  '<p>We will email you when your order ships. Questions? <a href="/help/contact-us">Contact us</a>.</p>':
    '<p>Nous vous enverrons un e-mail à l’expédition de votre commande. Des questions ? <a href="/help/contact-us">Contactez-nous</a>.</p>',
  'Offers | Trailhead Outfitters': 'Offres | Trailhead Outfitters',
  'Current offers and promotion codes.': 'Offres en cours et codes promotionnels.',
  'Current offers': 'Offres en cours',
  '<ul><li>New here? Use code <strong>WELCOME10</strong> for 10% off your first order.</li><li>Use code <strong>FREESHIP</strong> for free standard shipping.</li></ul><p>See the <a href="/sale-terms">terms of sale</a> for details.</p>':
    '<ul><li>Nouveau client ? Utilisez le code <strong>WELCOME10</strong> pour 10 % de réduction sur votre première commande.</li><li>Utilisez le code <strong>FREESHIP</strong> pour la livraison standard offerte.</li></ul><p>Consultez les <a href="/sale-terms">conditions de vente</a> pour en savoir plus.</p>',
  Search: 'Recherche',
  'Search | Trailhead Outfitters': 'Recherche | Trailhead Outfitters',
  'Search the store.': 'Rechercher dans la boutique.',
  '<p>Popular searches: <a href="/search?q=rain+jacket">rain jacket</a>, <a href="/search?q=trail+shoes">trail shoes</a>, <a href="/search?q=tent">tent</a>.</p>':
    '<p>Recherches populaires : <a href="/search?q=veste+de+pluie">veste de pluie</a>, <a href="/search?q=chaussures+de+trail">chaussures de trail</a>, <a href="/search?q=tente">tente</a>.</p>',
  'Browse by category': 'Parcourir par catégorie',
  '<ul><li><a href="/c/footwear-1000">Footwear</a></li><li><a href="/c/apparel-2000">Apparel</a></li><li><a href="/c/gear-3000">Gear</a></li><li><a href="/c/gift-cards-4000">Gift Cards</a></li></ul>':
    '<ul><li><a href="/c/footwear-1000">Chaussures</a></li><li><a href="/c/apparel-2000">Vêtements</a></li><li><a href="/c/gear-3000">Équipement</a></li><li><a href="/c/gift-cards-4000">Cartes-cadeaux</a></li></ul>',
  'Sign in': 'Se connecter',
  'Sign in | Trailhead Outfitters': 'Se connecter | Trailhead Outfitters',
  'Sign in to your account.': 'Connectez-vous à votre compte.',
  '<p>Sign in to check out faster, track orders and earn XPLR Pass points.</p>':
    '<p>Connectez-vous pour payer plus vite, suivre vos commandes et cumuler des points XPLR Pass.</p>',
  'Create an account': 'Créer un compte',
  'Create an account | Trailhead Outfitters': 'Créer un compte | Trailhead Outfitters',
  'Create an account and join XPLR Pass.': 'Créez un compte et rejoignez XPLR Pass.',
  'Why create an account?': 'Pourquoi créer un compte ?',
  '<p>Faster checkout, order tracking and XPLR Pass points on every purchase.</p>':
    '<p>Un paiement plus rapide, le suivi des commandes et des points XPLR Pass à chaque achat.</p>',
  'Create an account.': 'Créez un compte.',
  '<p>Members get free returns and early access to sales.</p>':
    '<p>Les membres profitent des retours gratuits et d’un accès anticipé aux soldes.</p>',
  'Store locator | Trailhead Outfitters': 'Trouver un magasin | Trailhead Outfitters',
  'Find a Trailhead Outfitters store near you.': 'Trouvez un magasin Trailhead Outfitters près de chez vous.',
  '<p>Order online and pick up in store, often the same day.</p>':
    '<p>Commandez en ligne et retirez en magasin, souvent le jour même.</p>',
  'Westend flagship store': 'Magasin phare Westend',
  'Westend flagship store | Trailhead Outfitters': 'Magasin phare Westend | Trailhead Outfitters',
  'Our flagship store in the Westend.': 'Notre magasin phare du Westend.',
  'Three floors of footwear, apparel and gear, plus a gait analysis studio.':
    'Trois étages de chaussures, de vêtements et d’équipement, avec un studio d’analyse de foulée.',
  'The storefront of the Westend flagship store': 'La devanture du magasin phare Westend',
  'Opening hours': 'Horaires d’ouverture',
  Services: 'Services',
  'Gait analysis': 'Analyse de foulée',
  '<p>Free, by appointment, with our running specialists.</p>':
    '<p>Gratuite, sur rendez-vous, avec nos spécialistes de la course.</p>',
  'Boot fitting': 'Ajustement des chaussures de randonnée',
  '<p>Walk-in every weekend.</p>': '<p>Sans rendez-vous tous les week-ends.</p>',
  'About us | Trailhead Outfitters': 'À propos de nous | Trailhead Outfitters',
  'Who we are and how we test the gear we sell.':
    'Qui nous sommes et comment nous testons l’équipement que nous vendons.',
  'Outfitting adventures since 1987': 'Équiper les aventures depuis 1987',
  'We started as a two-person boot repair shop. We still fix boots.':
    'Nous avons commencé comme atelier de réparation de chaussures à deux. Nous réparons toujours des chaussures.',
  'The original workshop with boots on the bench': 'L’atelier d’origine, des chaussures sur l’établi',
  '<p>Every product we sell is <strong>tested on real trails</strong> by our staff. We repair what we can, recycle what we cannot, and publish what we learn in our <a href="/basecamp">Basecamp stories</a>.</p>':
    '<p>Chaque produit que nous vendons est <strong>testé sur de vrais sentiers</strong> par notre équipe. Nous réparons ce que nous pouvons, recyclons ce que nous ne pouvons pas réparer et publions ce que nous apprenons dans nos <a href="/basecamp">récits Basecamp</a>.</p>',
  'What we stand for': 'Nos engagements',
  '<p>Repair before replace</p>': '<p>Réparer avant de remplacer</p>',
  '<p>Tested on the trail</p>': '<p>Testé sur le sentier</p>',
  '<p>Local stores, local experts</p>': '<p>Des magasins locaux, des experts locaux</p>',
  '<p>60-day returns</p>': '<p>Retours sous 60 jours</p>',
}
