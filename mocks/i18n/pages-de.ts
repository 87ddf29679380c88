import type { TextDictionary } from './types.ts'

/**
 * German (de_DE) texts of the cart's promotions and free-shipping messages, by their English text. The
 * pages' own copy is in `shop-copy.ts`.
 */
export const PAGES_DE: TextDictionary = {
  'Learn more': 'Mehr erfahren',
  'Free standard shipping on qualifying orders|Spend {amount} more for free standard shipping|You get free standard shipping':
    'Kostenloser Standardversand für berechtigte Bestellungen|Noch {amount} bis zum kostenlosen Standardversand|Ihr Standardversand ist kostenlos',
  'You get free standard shipping': 'Ihr Standardversand ist kostenlos',
  'Free standard shipping over the threshold': 'Kostenloser Standardversand ab dem Mindestbestellwert',
  'Free standard shipping': 'Kostenloser Standardversand',
  'Free beanie with your order': 'Gratis-Mütze zu Ihrer Bestellung',
  'Free Merino Cuff Beanie': 'Merino-Mütze mit Umschlag gratis',
  '10% off your order': '10 % Rabatt auf Ihre Bestellung',
  '15% off your order': '15 % Rabatt auf Ihre Bestellung',
  '20% off your order': '20 % Rabatt auf Ihre Bestellung',
  '25% off your order': '25 % Rabatt auf Ihre Bestellung',
  '5% off your order': '5 % Rabatt auf Ihre Bestellung',
  '20% off running shoes': '20 % Rabatt auf Laufschuhe',
  '30% off for the first 100 orders': '30 % Rabatt auf die ersten 100 Bestellungen',
  'Welcome offer': 'Willkommensangebot',
  'Season sale': 'Saisonschlussverkauf',
  'Running shoes 20% off': 'Laufschuhe 20 % günstiger',
  'Last season': 'Letzte Saison',
  'Next year': 'Nächstes Jahr',
  'Thank you': 'Danke',
  'Launch offer': 'Einführungsangebot',
  // The loyalty welcome promotion
  'Welcome to XPLR Pass': 'Willkommen bei XPLR Pass',
  'Members get free standard shipping on every order.':
    'Mitglieder erhalten bei jeder Bestellung kostenlosen Standardversand.',
}
