import { z } from 'zod'
import {
  AlignmentSchema,
  PictureSchema,
  PromotionTrackingSchema,
  TargetSchema,
  blockBase,
  perBreakpoint,
} from './content-block-fields.ts'

/** Spacer, accordion, icon-and-text, picture, linked and multi-link cards. */

export const SpacerSizeSchema = z.enum(['none', 'small', 'medium', 'large'])
export type SpacerSize = z.infer<typeof SpacerSizeSchema>

export const SpacerSchema = z.looseObject({
  ...blockBase,
  type: z.literal('spacer'),
  backgroundColor: z.string().optional(),
  bottomMargins: perBreakpoint(SpacerSizeSchema).default({}),
})
export type SpacerBlock = z.infer<typeof SpacerSchema>

/** The accordion's open/close indicator (CMS-051): a plus that turns into a minus, or a chevron. */
export const ACCORDION_ICON_STYLES = ['plus', 'chevron'] as const

export const AccordionSchema = z.looseObject({
  ...blockBase,
  type: z.literal('accordion'),
  title: z.string().optional(),
  accordions: z.array(
    z.looseObject({
      title: z.string(),
      icon: z.string().optional(),
      open: z.boolean().default(false),
      richText: z.string(),
    }),
  ),
  /** An item's `icon` names a line icon drawn before its title; iconsStyle picks the open/close indicator. */
  iconsStyle: z.enum(ACCORDION_ICON_STYLES).catch('plus').default('plus'),
  bottomDivider: z.boolean().default(true),
})
export type AccordionBlock = z.infer<typeof AccordionSchema>

/** The directions an icon-and-text item's icon may point (CMS-066). */
export const ICON_DIRECTIONS = ['right', 'down', 'left', 'up'] as const

export const IconAndTextSchema = z.looseObject({
  ...blockBase,
  type: z.literal('iconAndText'),
  title: z.string().optional(),
  iconAndText: z.array(
    z.looseObject({
      /** `direction` turns an arrow-like icon: right (as drawn), down, left or up. */
      icon: z.looseObject({
        name: z.string(),
        direction: z.enum(ICON_DIRECTIONS).optional().catch(undefined),
      }),
      richText: z.string(),
      target: TargetSchema.optional(),
      /** The item's own panel colours; text that would not read on its background is not used. */
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
    }),
  ),
  iconSize: z.enum(['small', 'medium', 'large']).default('medium'),
  variant: z.enum(['icon-left', 'icon-above-text', 'one-column']).default('icon-above-text'),
})
export type IconAndTextBlock = z.infer<typeof IconAndTextSchema>

export const PictureBlockSchema = PictureSchema.extend({ ...blockBase, type: z.literal('picture') })
export type PictureBlock = z.infer<typeof PictureBlockSchema>

/** Linked card (CMS-062): media, title and text, the whole card one link to `target`. */
export const LinkedCardSchema = z.looseObject({
  ...blockBase,
  type: z.literal('linkedCard'),
  media: PictureSchema.optional(),
  title: z.string().optional(),
  text: z.string().optional(),
  target: TargetSchema,
  promotionTracking: PromotionTrackingSchema.optional(),
})
export type LinkedCardBlock = z.infer<typeof LinkedCardSchema>

/** Multi-link card (CMS-063): media, a title linked by titleTarget, a list of links, an alignment. */
export const MultiLinkCardSchema = z.looseObject({
  ...blockBase,
  type: z.literal('multiLinkCard'),
  media: PictureSchema.optional(),
  title: z.string().optional(),
  titleTarget: TargetSchema.optional(),
  targets: z.array(TargetSchema).default([]),
  alignment: AlignmentSchema.default('left'),
  /** PERS-047: what its clicks report, as on banners (decision 042). */
  promotionTracking: PromotionTrackingSchema.optional(),
})
export type MultiLinkCardBlock = z.infer<typeof MultiLinkCardSchema>
