import { z } from 'zod'
import { AddToCartSchema } from './cart-intents.ts'

/** The product page's "Buy with PayPal" (CHK-039): the add-to-cart fields, the size required alike. */
export const ExpressWalletSchema = AddToCartSchema.pick({
  productId: true,
  upc: true,
  qty: true,
  redirectTo: true,
}).extend({ intent: z.literal('express-wallet') })

/** The device wallet's token, as the browser's wallet gave it (opaque to the storefront). */
export const DeviceWalletSchema = z.object({
  intent: z.literal('pay-with-device-wallet'),
  walletToken: z.string().trim().min(1).max(2000),
})
