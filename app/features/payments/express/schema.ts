import { z } from 'zod'
import { AddToCartSchema } from '#app/features/cart/index.server.ts'
import { DeviceWalletSchema } from '../wallet/schema.ts'
import { EXPRESS_INTENTS } from './intents.ts'

/** The product page's "Buy with PayPal" (CHK-039): the add-to-cart fields, the size required alike. */
export const ExpressWalletSchema = AddToCartSchema.pick({
  productId: true,
  upc: true,
  qty: true,
  redirectTo: true,
}).extend({ intent: z.literal(EXPRESS_INTENTS.expressWallet) })

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(200)

/**
 * CHK-039 the device wallet's express pay from the product page: the item, the wallet's token, and
 * the payer and address the wallet gave (the upstream checks the address like any other).
 */
export const ExpressDeviceWalletSchema = ExpressWalletSchema.omit({ intent: true }).extend({
  intent: z.literal(EXPRESS_INTENTS.expressDeviceWallet),
  walletToken: DeviceWalletSchema.shape.walletToken,
  email: z.email('The wallet gave no email'),
  firstName: required('The wallet gave no name'),
  lastName: required('The wallet gave no last name'),
  addressLine1: required('The wallet gave no address'),
  addressLine2: z.string().trim().max(200).optional(),
  city: required('The wallet gave no city'),
  province: z.string().trim().max(50).optional(),
  postalCode: required('The wallet gave no postal code'),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'The wallet gave no country'),
  phone: required('The wallet gave no phone number'),
})
