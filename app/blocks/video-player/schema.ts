import { z } from 'zod'
import { blockBase, perBreakpoint, PictureSchema } from '#app/domain/content/content-block-fields.ts'

/** One breakpoint's video (CMS-086): the file (or a YouTube link), its size and its poster image. */
export const VideoSourceSchema = z.looseObject({
  url: z.string(),
  mimeType: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  poster: PictureSchema.optional(),
})
export type VideoSource = z.infer<typeof VideoSourceSchema>

/** A text track (CMS-086): kind `transcripts` (captions) or `chapters`. */
export const VideoTrackSchema = z.looseObject({
  src: z.string(),
  label: z.string(),
  srclang: z.string(),
  kind: z.string().default('transcripts'),
})
export type VideoTrack = z.infer<typeof VideoTrackSchema>

/** Video player (CMS-086..090). Unset player settings take the defaults of `video.ts` (CONST-040). */
export const VideoPlayerSchema = z.looseObject({
  ...blockBase,
  type: z.literal('videoPlayer'),
  media: perBreakpoint(VideoSourceSchema).default({}),
  backgroundColor: z.string().optional(),
  isFullWidth: z.boolean().default(false),
  /** Space above and below the player per breakpoint. */
  paddings: perBreakpoint(z.enum(['none', 'small', 'medium', 'large']).catch('none')).default({}),
  playerSettings: z
    .looseObject({
      autoplay: z.boolean().optional(),
      hideControls: z.boolean().optional(),
      loop: z.boolean().optional(),
      muted: z.boolean().optional(),
    })
    .default({}),
  cloudinaryAsset: z
    .looseObject({ cloudName: z.string(), publicId: z.string(), deliveryUrl: z.string().optional() })
    .optional(),
  /** CMS-088: the Cloudinary asset is played only with this flag (set by the editor or the site). */
  enableCloudinaryVideoPlayer: z.boolean().default(false),
  tracks: z.array(VideoTrackSchema).default([]),
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
})
export type VideoPlayerBlock = z.infer<typeof VideoPlayerSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { VideoPlayerSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    videoPlayer: typeof VideoPlayerSchema
  }
}
