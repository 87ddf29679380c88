/**
 * A registered shopper's saved cards (000 §7 Consumer payment_instruments) and the rules for paying
 * with a card: which saved card is offered first, and when a hosted-fields session may pay.
 */

export interface SavedCard {
  id: string
  cardType: string
  lastFour: string
  main: boolean
}

interface InstrumentLike {
  payment_instrument_id: string
  payment_method_id: string
  card?: { cardType?: string; lastFour?: string; main?: boolean }
}

/** The saved credit cards, the main card first (it is the one preselected). */
export function savedCardChoices(instruments: readonly InstrumentLike[]): SavedCard[] {
  return instruments
    .filter((i) => i.payment_method_id === 'CREDIT_CARD' && i.card?.lastFour)
    .map((i) => ({
      id: i.payment_instrument_id,
      cardType: i.card?.cardType ?? 'CARD',
      lastFour: i.card?.lastFour ?? '',
      main: i.card?.main === true,
    }))
    .sort((a, b) => Number(b.main) - Number(a.main))
}

/** A22: the default saved card is the main one; without a main card there is none. */
export function defaultSavedCard(cards: readonly SavedCard[]): SavedCard | undefined {
  return cards.find((c) => c.main)
}

/**
 * The card to pay with on the summary: the one the shopper chose on billing, else (express checkout)
 * the default card. A chosen card that is no longer saved pays nothing.
 */
export function cardToPayWith(
  cards: readonly SavedCard[],
  chosenId: string | undefined,
  express: boolean,
): SavedCard | undefined {
  if (chosenId) return cards.find((c) => c.id === chosenId)
  return express ? defaultSavedCard(cards) : undefined
}

/**
 * CHK-037: a hosted-fields post pays only with the provider session this shopper's billing step opened,
 * once the provider says it is authorised.
 */
export function hostedFieldsOutcome(input: {
  posted: string
  opened: string | undefined
  status: string | undefined
}): 'authorised' | 'not-this-shopper' | 'not-authorised' {
  if (!input.opened || input.posted !== input.opened) return 'not-this-shopper'
  return input.status === 'authorised' ? 'authorised' : 'not-authorised'
}
