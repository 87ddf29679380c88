import { z } from 'zod'
import { blockBase, perBreakpoint } from '#app/domain/content/content-block-fields.ts'

export const SpacerSizeSchema = z.enum(['none', 'small', 'medium', 'large'])
export type SpacerSize = z.infer<typeof SpacerSizeSchema>

export const SpacerSchema = z.looseObject({
  ...blockBase,
  type: z.literal('spacer'),
  backgroundColor: z.string().optional(),
  bottomMargins: perBreakpoint(SpacerSizeSchema).default({}),
})
export type SpacerBlock = z.infer<typeof SpacerSchema>

/** The block's schema, for the schema registry (app/blocks/schemas.ts). */
export { SpacerSchema as schema }

declare module '../schemas.ts' {
  interface BlockSchemas {
    spacer: typeof SpacerSchema
  }
}
