import { CartSchema } from '#app/domain/cart/cart.ts'
import cart from './emulator-cart.json' with { type: 'json' }

/**
 * A cart as the emulator answers it (captured from POST /cart/v1/cart and its updates, trimmed of
 * images): three pairs of a running shoe under the RUN20 coupon, one more picked up in store, a bottle
 * shipped to a store, a marked-down trainer, and the gift-with-purchase beanie.
 */
export const EMULATOR_CART = CartSchema.parse(cart)
