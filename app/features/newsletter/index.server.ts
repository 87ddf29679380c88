/** The newsletter's public surface: the sign-up blocks of a content page, filled for the shopper. */
export { resolveNewsletterBlocks } from './newsletter.server.ts'
