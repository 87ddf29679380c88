/** The card's posts on the billing step (CHK-037): no imports, this module reaches the browser. */
export const CARD_INTENTS = {
  /** The provider's hosted payment page (works without JavaScript). */
  startCardPayment: 'start-card-payment',
  /** The provider's hosted card fields, framed into the page (with JavaScript). */
  startHostedFields: 'start-hosted-fields',
  payWithCard: 'pay-with-card',
} as const
