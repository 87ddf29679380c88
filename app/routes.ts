import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

/**
 * The whole site. Every shopper page lives under /{locale}; the root middleware redirects bare
 * paths (/, /cart, /account, …) to the shopper's locale.
 */
export default [
  index('routes/index.tsx'),
  ...prefix(':locale', [
    index('routes/home.tsx'),
    route('c/:slugId', 'routes/plp.tsx'),
    route('p/:slugId', 'routes/pdp.tsx'),
    route('p/:slugId/size-chart', 'routes/pdp-size-chart.tsx'),
    route('p/:slugId/size-chart.json', 'routes/pdp-size-chart-data.ts'),
    route('search', 'routes/search.tsx'),
    route('search/suggest', 'routes/search-suggest.ts'),
    route('cart', 'routes/cart.tsx'),
    route('favorites', 'routes/favorites.tsx'),
    route('saved-for-later', 'routes/saved-for-later.tsx'),
    route('cart/delivery/:itemId', 'routes/cart-delivery.tsx'),
    layout('routes/checkout.tsx', [
      route('checkout', 'routes/checkout-index.tsx'),
      route('checkout/shipping', 'routes/checkout-shipping.tsx'),
      route('checkout/billing', 'routes/checkout-billing.tsx'),
      route('checkout/summary', 'routes/checkout-summary.tsx'),
    ]),
    route('order-confirmation', 'routes/order-confirmation.tsx'),
    route('*', 'routes/content-page.tsx'),
  ]),
] satisfies RouteConfig
