/** Gift cards on the billing step (CHK-024): no imports, this module reaches the browser. */
export const GIFT_CARD_INTENTS = {
  checkGiftCard: 'check-gift-card',
  applyGiftCard: 'apply-gift-card',
  removeGiftCard: 'remove-gift-card',
} as const
