import { z } from 'zod'

/**
 * PLAT-025 / A17 (decision 075): the bot-protection token call. The spec says only that it exists; its
 * path is configuration (`BOT_PROTECTION_TOKEN_PATH`) with this default. The storefront asks for a
 * token for each post a bot would abuse (sign-in, sign-up, place order), alongside the action's earlier
 * calls rather than after them, and sends it with that post as a header; without one (the call failed)
 * the post goes anyway and the API decides.
 */

/** A17: the token call's path when the configuration names none. */
export const DEFAULT_BOT_PROTECTION_TOKEN_PATH = '/bot-protection/v1/token'

/** The header a protected post carries its token in. */
export const BOT_PROTECTION_HEADER = 'x-bot-protection-token'

/** POST {path} answers a token, and how long it lives (seconds), which the storefront does not need. */
export const BotProtectionTokenSchema = z.looseObject({
  token: z.string().min(1).max(2048),
  expiresIn: z.number().optional(),
})
export type BotProtectionToken = z.infer<typeof BotProtectionTokenSchema>
