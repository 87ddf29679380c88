import type { TextDictionary } from './types.ts'

/**
 * French (fr_FR, fr_CA) texts of the cart's promotions and free-shipping messages, by their English text. The
 * pages' own copy is in `shop-copy.ts`.
 */
export const PAGES_FR: TextDictionary = {
  'Learn more': 'En savoir plus',
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
  // The loyalty welcome promotion
  'Welcome to XPLR Pass': 'Bienvenue dans XPLR Pass',
  'Members get free standard shipping on every order.':
    'Les membres profitent de la livraison standard offerte sur chaque commande.',
}
