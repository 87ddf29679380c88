import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/blocks.json' with { type: 'json' }

/**
 * Content blocks' own text: carousels, banners, bars, video, dialogs, article lists (decision 005). It
 * ships with the blocks that use it; the header, menu and footer keep the `content` namespace.
 */
export const blocksNs = defineNamespace('blocks', { en })
