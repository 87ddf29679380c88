/** Analytics' public surface: the data layer's cart tracking (the cart page pushes it). */
export { cartTracking } from './tracking.server.ts'
