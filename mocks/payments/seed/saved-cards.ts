/** Which authentication the issuer asks for when the order is placed (3DS at order time, `three-ds.ts`). */
export type OrderAuthentication = 'challenge' | 'redirect'

/** A card a registered shopper saved (the store's `savedCards`, by consumerNo). */
export interface SavedCardRecord {
  paymentInstrumentId: string
  cardType: string
  lastFour: string
  main: boolean
  /** The provider's reusable token for this card: without one the card cannot pay. */
  token?: string
  expiryMonth?: string
  expiryYear?: string
  /** The issuer authenticates this card when an order is placed (3DS test cards, three-ds.ts). */
  orderAuthentication?: OrderAuthentication
}

/**
 * Seeded saved cards, by consumerNo: `cards@example.com` has a main VISA ending 1111, with the reusable
 * provider token a card saved after an authorised payment keeps (mocks/payments/saved-cards.ts); `wallet@example.com`
 * has two cards to manage on the payment methods page.
 */
export function seedSavedCards(): Map<string, SavedCardRecord[]> {
  return new Map([
    [
      'C000000007',
      [
        {
          paymentInstrumentId: 'spi-seed-1',
          cardType: 'VISA',
          lastFour: '1111',
          main: true,
          token: 'rtok_seeded_cardholder',
          expiryMonth: '12',
          expiryYear: '2035',
        },
      ],
    ],
    // wallet@example.com: a main VISA and a MASTERCARD (the payment methods page).
    [
      'C000000021',
      [
        { paymentInstrumentId: 'spi-seed-21a', cardType: 'VISA', lastFour: '1881', main: true },
        { paymentInstrumentId: 'spi-seed-21b', cardType: 'MASTERCARD', lastFour: '5454', main: false },
      ],
    ],
  ])
}
