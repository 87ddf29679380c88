/** Events' public surface: the event sign-up blocks of a content page, filled for the shopper. */
export { resolveEventBlocks } from './event-blocks.server.ts'
