/** The content page's public surface: a content page with every feature's blocks filled in. */
export { getContentPage } from './content-page.server.ts'
