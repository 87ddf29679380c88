import { z } from 'zod'

/**
 * The social media host's entities (001 §7 Social media, CAT-048..057). The spec names the calls but
 * not their payloads: these shapes are ours (decision 030), kept loose so extra fields pass.
 */

/** A media item: a shopper's photo with its size, its caption and its page on the host. */
export const SocialMediaItemSchema = z.looseObject({
  id: z.string(),
  imageUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: z.string().default(''),
  /** The media's own page on the host. */
  permalink: z.string(),
  username: z.string(),
  createdAt: z.string(),
  streamIds: z.array(z.string()).default([]),
  categoryIds: z.array(z.string()).default([]),
  tags: z.array(z.string()).default([]),
})
export type SocialMediaItem = z.infer<typeof SocialMediaItemSchema>

export const SocialMediaListSchema = z.looseObject({ data: z.array(SocialMediaItemSchema) })

/** A stream: a curated feed of media (a hashtag, a campaign, a product's photos). */
export const SocialStreamSchema = z.looseObject({ id: z.string(), name: z.string() })
export type SocialStream = z.infer<typeof SocialStreamSchema>

export const SocialStreamListSchema = z.looseObject({ data: z.array(SocialStreamSchema) })

/** GET / (CAT-048): who the api key belongs to. */
export const SocialAuthSchema = z.looseObject({ authenticated: z.literal(true), accountId: z.string() })

/** POST /media/{mediaId}/reports (CAT-054). */
export const SocialReportSchema = z.looseObject({ id: z.string(), mediaId: z.string(), reason: z.string() })

/** POST /stashes (CAT-055): a saved set of media. */
export const SocialStashSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  mediaIds: z.array(z.string()),
})

/** POST /users (CAT-057). */
export const SocialUserSchema = z.looseObject({ id: z.string(), username: z.string() })

export { SOCIAL_REPORT_REASONS, type SocialReportReason } from './social-report.ts'
