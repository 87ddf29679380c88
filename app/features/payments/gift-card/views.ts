import type { giftCardAction } from './gift-card.server.ts'

/** The gift card posts' answer, as the gift card form reads it (`useActionData<GiftCardAction>()`). */
export type GiftCardAction = typeof giftCardAction
