/**
 * The cart's browser surface: its UI that another capability's UI shows. The server surface is
 * index.server.ts.
 */
export { MiniCartOnAdd } from './ui/mini-cart-on-add.tsx'
export type { CartAction } from './page-data.ts'
