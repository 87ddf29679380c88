import type { z } from 'zod'
import { byBlockType } from './folders.ts'

/**
 * The schema registry: the zod schema of every block folder (`app/blocks/<block>/schema.ts`, exported
 * as `schema`), found by a glob, for the content parser (`KnownBlockSchema`, app/domain/content/content-blocks.ts).
 * Each schema module also names its schema here for the types, by declaration merging:
 *
 *     declare module '../schemas.ts' {
 *       interface BlockSchemas {
 *         heroBanner: typeof HeroBannerSchema
 *       }
 *     }
 *
 * Server and model code read it; the browser never does (no zod in the browser, decision 004).
 */
// Empty here: each block's schema module adds its own entry.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BlockSchemas {}

/** The schema of any block type. */
export type AnyBlockSchema = BlockSchemas[keyof BlockSchemas]

/** Every block type's schema, by block type (the folder's name, the schema's `type` literal). */
export const BLOCK_SCHEMAS: ReadonlyMap<string, AnyBlockSchema> = byBlockType(
  import.meta.glob<AnyBlockSchema>('./*/schema.ts', { eager: true, import: 'schema' }),
)

/** A type error here names a block whose entry in `BlockSchemas` is not the type its schema parses. */
type Misnamed = {
  [T in keyof BlockSchemas]: z.output<BlockSchemas[T]>['type'] extends T ? never : T
}[keyof BlockSchemas]
const entriesNameTheirType: [Misnamed] extends [never] ? true : Misnamed = true
void entriesNameTheirType
