/**
 * Seeded gift cards. A balance is a plain amount read in the currency of the cart that uses it, so one
 * card works on every site. Live balances are kept in the store (orders spend them).
 */

export interface SeedGiftCard {
  cardNumber: string
  pin: string
  balance: number
  /** Past its expiry date: GFC812. */
  expired?: boolean
  /** A card this site does not take as payment (e.g. another region's programme): GFC725. */
  notAllowed?: boolean
}

export const GIFT_CARDS: readonly SeedGiftCard[] = [
  { cardNumber: '6006490000000001', pin: '1111', balance: 50 },
  { cardNumber: '6006490000000002', pin: '2222', balance: 0 },
  { cardNumber: '6006490000000003', pin: '3333', balance: 20 },
  { cardNumber: '6006490000000004', pin: '4444', balance: 500 },
  { cardNumber: '6006490000000005', pin: '5555', balance: 10 },
  { cardNumber: '6006490000000006', pin: '6666', balance: 25, expired: true },
  { cardNumber: '6006490000000007', pin: '7777', balance: 30, notAllowed: true },
]

/** Gift cards a cart may hold at once (GFC410 beyond). */
export const MAX_GIFT_CARDS = 3

/** The seeded card for a number as typed (spaces and dashes ignored). */
export function findGiftCard(cardNumber: string): SeedGiftCard | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '')
  return GIFT_CARDS.find((c) => c.cardNumber === digits)
}
