/** The card's posts on the billing step (CHK-037): no imports, this module reaches the browser. */
export const CARD_INTENTS = {
  /** The provider's hosted payment page (works without JavaScript). */
  startCardPayment: 'start-card-payment',
  payWithCard: 'pay-with-card',
} as const
