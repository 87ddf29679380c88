/** Longest recipient name and gift message we accept (also the inputs' maxlength). */
export const GIFT_TO_MAX = 50
export const GIFT_MESSAGE_MAX = 250
/** The range of a gift card amount the shopper types in, in the cart's currency. */
export const CUSTOM_AMOUNT_MIN = 10
export const CUSTOM_AMOUNT_MAX = 500
