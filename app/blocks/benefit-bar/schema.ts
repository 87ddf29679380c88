import { z } from 'zod'
import {
  AlignmentSchema,
  blockBase,
  MediaSchema,
  PictureSchema,
  TargetSchema,
} from '#app/domain/content/content-block-fields.ts'

/** Benefit bar (CMS-076): a slim bar of member benefits; its close is remembered (CMS-077). */
export const BenefitBarSchema = z.looseObject({
  ...blockBase,
  type: z.literal('benefitBar'),
  /** Brand or programme logo; linked to `mediaTarget` when there is one. */
  logo: PictureSchema.optional(),
  /** Decorative background behind a dark scrim, with optional per-breakpoint variants. */
  backgroundImage: MediaSchema.optional(),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  targets: z.array(TargetSchema).default([]),
  /** An "i" button disclosing the terms: `richText` (sanitised HTML) and an optional link. */
  infoIcon: z
    .looseObject({ label: z.string().optional(), richText: z.string(), target: TargetSchema.optional() })
    .optional(),
  showCloseButton: z.boolean().default(false),
  alignment: AlignmentSchema.default('center'),
  mediaTarget: TargetSchema.optional(),
})
export type BenefitBarBlock = z.infer<typeof BenefitBarSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { BenefitBarSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    benefitBar: typeof BenefitBarSchema
  }
}
