import { z } from 'zod'
import { WALLET_INTENTS } from './intents.ts'

/** The device wallet's token, as the browser's wallet gave it (opaque to the storefront). */
export const DeviceWalletSchema = z.object({
  intent: z.literal(WALLET_INTENTS.payWithDeviceWallet),
  walletToken: z.string().trim().min(1).max(2000),
})
