import type { TextDictionary } from './types.ts'

/**
 * French labels of listings and product extras (fr_FR and fr_CA): sort orders, facet names, price
 * ranges, badges, product sets, recommendations, size charts, comparison, delivery methods, the
 * contact form's subjects and the utility bar.
 */

export const LISTING_FR: TextDictionary = {
  // Sort orders and facets
  Relevance: 'Pertinence',
  'Price: low to high': 'Prix croissant',
  'Price: high to low': 'Prix décroissant',
  Newest: 'Nouveautés',
  'Top rated': 'Mieux notés',
  Colour: 'Couleur',
  Size: 'Taille',
  Price: 'Prix',
  Brand: 'Marque',
  // Badges
  'Best Seller': 'Meilleure vente',
  New: 'Nouveau',
  'Limited Edition': 'Édition limitée',
  // Product sets and recommendations
  'Backpacking Starter Set': 'Kit de démarrage trek',
  'A two-person tent, a daypack for side trips and a headlamp for the evenings.':
    'Une tente deux places, un sac de journée pour les excursions et une lampe frontale pour les soirées.',
  'Trail Running Kit': 'Kit de trail',
  'Our everyday trail shoe with the socks and bottle we run in.':
    'Notre chaussure de trail du quotidien, avec les chaussettes et la gourde que nous emportons pour courir.',
  'You may also like': 'Vous aimerez aussi',
  // Size charts
  'Shoe sizes': 'Pointures',
  'Foot length (cm)': 'Longueur du pied (cm)',
  'Running shoe size chart': 'Guide des tailles des chaussures de course',
  'Measure your foot in the evening, heel to longest toe, and add half a centimetre.':
    'Mesurez votre pied le soir, du talon au plus long orteil, et ajoutez un demi-centimètre.',
  'Hiking boot size chart': 'Guide des tailles des chaussures de randonnée',
  'Measure your foot in the evening, wearing the socks you hike in.':
    'Mesurez votre pied le soir, avec les chaussettes que vous portez en randonnée.',
  'Between sizes? Choose the larger one for long descents.':
    'Entre deux tailles ? Choisissez la plus grande pour les longues descentes.',
  'Apparel size chart': 'Guide des tailles des vêtements',
  'Measure over light clothing; for a layering fit choose your usual size.':
    'Mesurez-vous par-dessus des vêtements légers ; pour superposer les couches, choisissez votre taille habituelle.',
  'Tops and jackets': 'Hauts et vestes',
  'Chest (cm)': 'Tour de poitrine (cm)',
  'Waist (cm)': 'Tour de taille (cm)',
  'Sleeve (cm)': 'Longueur de manche (cm)',
  'Trousers and bottoms': 'Pantalons et bas',
  'Hip (cm)': 'Tour de hanches (cm)',
  'Inside leg (cm)': 'Entrejambe (cm)',
  'Gloves, socks and hats size chart': 'Guide des tailles des gants, chaussettes et bonnets',
  'Hand circumference: measure around the knuckles, thumb excluded.':
    'Tour de main : mesurez autour des articulations, pouce non compris.',
  Gloves: 'Gants',
  'Hand circumference (cm)': 'Tour de main (cm)',
  'Hand length (cm)': 'Longueur de la main (cm)',
  Socks: 'Chaussettes',
  'US shoe size': 'Pointure US',
  'EU shoe size': 'Pointure EU',
  Hats: 'Bonnets',
  'Head circumference (cm)': 'Tour de tête (cm)',
  // Comparison
  Weight: 'Poids',
  'Heel-to-toe drop': 'Drop talon-orteils',
  Cushioning: 'Amorti',
  Waterproof: 'Imperméable',
  'Waterproof rating': 'Indice d’imperméabilité',
  Insulation: 'Isolation',
  Packable: 'Compressible',
  Material: 'Matière',
  Warmth: 'Chaleur',
  Capacity: 'Contenance',
  Yes: 'Oui',
  No: 'Non',
  Low: 'Faible',
  Medium: 'Moyen',
  High: 'Élevé',
  'Water-resistant': 'Déperlant',
  None: 'Aucune',
  'Synthetic, 60 g/m²': 'Synthétique, 60 g/m²',
  'Down, 700 fill': 'Duvet, 700 cuin',
  'Synthetic, 100 g/m²': 'Synthétique, 100 g/m²',
  'Merino wool': 'Laine mérinos',
  'Recycled polyester fleece': 'Polaire en polyester recyclé',
  'Merino and nylon blend': 'Mélange mérinos et nylon',
  Nylon: 'Nylon',
  Polyester: 'Polyester',
  Leather: 'Cuir',
  Light: 'Légère',
  Mid: 'Intermédiaire',
  Expedition: 'Expédition',
  // Tent capacities as the comparison writes them
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 8].map((n) => [`${n} person`, `${n} ${n === 1 ? 'place' : 'places'}`]),
  ),
  // Delivery methods in cart and checkout
  'Standard delivery': 'Livraison standard',
  'Express delivery': 'Livraison express',
  'Digital delivery': 'Livraison numérique',
  '3-5 days': '3 à 5 jours',
  '1-2 days': '1 à 2 jours',
  'Pick-up point': 'Point relais',
  Instant: 'Immédiate',
  // Contact form categories and subjects
  'Orders and delivery': 'Commandes et livraison',
  'Change or cancel an order': 'Modifier ou annuler une commande',
  'My parcel arrived damaged': 'Mon colis est arrivé endommagé',
  'Returns and refunds': 'Retours et remboursements',
  'Start a return': 'Commencer un retour',
  'Where is my refund?': 'Où en est mon remboursement ?',
  'Products and sizing': 'Produits et tailles',
  'Fit and sizing advice': 'Conseils de taille et d’ajustement',
  'Care and repairs': 'Entretien et réparations',
  'Account and XPLR Pass': 'Compte et XPLR Pass',
  'I cannot sign in': 'Je n’arrive pas à me connecter',
  'Points and rewards': 'Points et récompenses',
  // Utility bar
  'Free returns within 60 days': 'Retours gratuits sous 60 jours',
  Returns: 'Retours',
}
