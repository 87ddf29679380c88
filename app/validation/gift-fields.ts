import { maxLength, optionalString, requiredString } from './validators.ts'
import { GIFT_MESSAGE_MAX, GIFT_TO_MAX } from './gift-option-limits.ts'

/** Who a gift is for: a cart line's gift option and a digital gift card ask it alike (CART-008). */
export const giftRecipientField = () => requiredString().check(maxLength(GIFT_TO_MAX))

/** The gift's optional message, capped as the forms show it (CART-008). */
export const giftMessageField = () => optionalString().check(maxLength(GIFT_MESSAGE_MAX)).optional()
