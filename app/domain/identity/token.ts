import { z } from 'zod'

/** POST /token/v2/auth/token response. */
export const TokenResponseSchema = z.looseObject({
  accessToken: z.string(),
  expiresIn: z.number(),
  refreshToken: z.string().optional(),
  basketId: z.string().optional(),
  consumerNo: z.string().optional(),
  consumerType: z.string().optional(),
  memberId: z.string().optional(),
  favorites: z.looseObject({ favoriteId: z.string().optional() }).optional(),
  saveForLaterId: z.string().optional(),
  isEmployeeDiscountTCAccepted: z.boolean().optional(),
})
export type TokenResponse = z.infer<typeof TokenResponseSchema>
