import type { ComponentType } from 'react'
import type { KnownBlock } from '#app/domain/content/content.ts'
import type { BlockProps } from './block.ts'
import { byBlockType } from './folders.ts'

/**
 * Every block folder's view (`<block>/view.tsx`), by block type, for the server, which renders every
 * block in place. Only the server loads this map (registry.tsx): in the browser each block type's
 * view loads on its own.
 */
export const VIEWS: ReadonlyMap<string, ComponentType<BlockProps<KnownBlock>>> = byBlockType(
  import.meta.glob<ComponentType<BlockProps<KnownBlock>>>('./*/view.tsx', { eager: true, import: 'default' }),
)
