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
    route('p/:slugId/stores', 'routes/pdp-stores.tsx'),
    route('p/:slugId/ask-question', 'routes/pdp-ask-question.tsx'),
    route('search', 'routes/search.tsx'),
    route('stores', 'routes/stores.tsx'),
    route('store-locator', 'routes/store-locator.tsx'),
    route('search/suggest', 'routes/search-suggest.ts'),
    route('quickshop/:productId', 'routes/quickshop.ts'),
    route('cart', 'routes/cart.tsx'),
    route('favorites', 'routes/favorites.tsx'),
    route('saved-for-later', 'routes/saved-for-later.tsx'),
    route('cart/delivery/:itemId', 'routes/cart-delivery.tsx'),
    route('cart/gift/:itemId', 'routes/cart-gift.tsx'),
    layout('routes/checkout.tsx', [
      route('checkout', 'routes/checkout-index.tsx'),
      route('checkout/shipping', 'routes/checkout-shipping.tsx'),
      route('checkout/billing', 'routes/checkout-billing.tsx'),
      route('checkout/summary', 'routes/checkout-summary.tsx'),
    ]),
    route('order-confirmation', 'routes/order-confirmation.tsx'),
    route('sign-up', 'routes/sign-up.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('account/password', 'routes/account-password.tsx'),
    route('enrol', 'routes/enrol-index.tsx'),
    route('enrol/lookup', 'routes/enrol-lookup.tsx'),
    route('enrol/sign-in', 'routes/enrol-redirect.tsx', { id: 'enrol-sign-in' }),
    route('enrol/sign-up', 'routes/enrol-redirect.tsx', { id: 'enrol-sign-up' }),
    route('enrol/forgot-password', 'routes/enrol-redirect.tsx', { id: 'enrol-forgot-password' }),
    route('enrol/complete-profile', 'routes/enrol-profile.tsx', { id: 'enrol-complete-profile' }),
    route('enrol/welcome', 'routes/enrol-welcome.tsx'),
    route('enrol/mobile', 'routes/enrol-mobile.tsx'),
    route('enrol/profile', 'routes/enrol-profile.tsx', { id: 'enrol-profile' }),
    route('enrol/interests', 'routes/enrol-interests.tsx'),
    route('enrol/success', 'routes/enrol-success.tsx'),
    route('*', 'routes/content-page.tsx'),
  ]),
] satisfies RouteConfig
