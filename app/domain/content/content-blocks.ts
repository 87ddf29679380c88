import { z } from 'zod'
import { type AnyBlockSchema, BLOCK_SCHEMAS } from '#app/blocks/schemas.ts'
export * from './content-block-fields.ts'

/**
 * CMS blocks (001 §2, §3): the union over every block type, from the schema each block's folder holds
 * (`app/blocks/<block>/schema.ts`, found by the schema registry, app/blocks/schemas.ts). Objects are
 * loose: fields the storefront does not read yet are kept, so a new CMS field never breaks a page. A
 * block's own types come from its schema module; what blocks share, through `content.ts`.
 */

export const KnownBlockSchema = z.discriminatedUnion('type', [...BLOCK_SCHEMAS.values()] as [
  AnyBlockSchema,
  ...AnyBlockSchema[],
])
export type KnownBlock = z.infer<typeof KnownBlockSchema>
export type KnownBlockInput = z.input<typeof KnownBlockSchema>
export type BlockType = KnownBlock['type']

/** Every type the union knows, read from the union itself. */
export const KNOWN_BLOCK_TYPES: ReadonlySet<string> = new Set<BlockType>(
  KnownBlockSchema.options.map((option) => option.shape.type.value),
)

/**
 * Any other block still parses, as `{ type }` plus its fields, so one new or broken block never fails a
 * page: the renderer skips it and logs the type. A known type whose fields do not validate is renamed
 * `invalid:<type>` so it cannot be mistaken for a valid block of that type.
 */
export const UnknownBlockSchema = z
  .looseObject({ type: z.string() })
  .transform((block) =>
    KNOWN_BLOCK_TYPES.has(block.type) ? { ...block, type: `invalid:${block.type}` } : block,
  )
export type UnknownBlock = z.infer<typeof UnknownBlockSchema>

export const BlockSchema = z.union([KnownBlockSchema, UnknownBlockSchema])
export type Block = z.infer<typeof BlockSchema>

/** True for a block the storefront can render. */
export function isKnownBlock(block: Block): block is KnownBlock {
  return KNOWN_BLOCK_TYPES.has(block.type)
}
