/**
 * Seeded gift cards. A balance is a plain amount read in the currency of the cart that uses it, so one
 * card works on every site. Live balances are kept in the store (orders spend them).
 */

export interface SeedGiftCard {
  cardNumber: string
  pin: string
  balance: number
}

export const GIFT_CARDS: readonly SeedGiftCard[] = [
  { cardNumber: '6006490000000001', pin: '1111', balance: 50 },
  { cardNumber: '6006490000000002', pin: '2222', balance: 0 },
]

/** Gift cards a cart may hold at once (GFC410 beyond). */
export const MAX_GIFT_CARDS = 3

/** The seeded card for a number as typed (spaces and dashes ignored). */
export function findGiftCard(cardNumber: string): SeedGiftCard | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '')
  return GIFT_CARDS.find((c) => c.cardNumber === digits)
}
