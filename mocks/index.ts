import { handlers as authHandlers } from './identity/auth.ts'
import { handlers as passwordHandlers } from './identity/auth-passwords.ts'
import { handlers as signupHandlers } from './identity/auth-signup.ts'
import { handlers as captchaHandlers } from './identity/captcha.ts'
import { handlers as cartHandlers } from './cart/cart.ts'
import { handlers as cartAdjustmentHandlers } from './cart/cart-adjustments.ts'
import { handlers as bnplHandlers } from './payments/bnpl.ts'
import { handlers as botProtectionHandlers } from './identity/bot-protection.ts'
import { handlers as checkoutHandlers } from './checkout/checkout.ts'
import { handlers as collectionPointHandlers } from './stores/collection-points.ts'
import { handlers as compareHandlers } from './catalog/compare.ts'
import { handlers as consumerAddressHandlers } from './addresses/consumer-addresses.ts'
import { handlers as consumerOrderHandlers } from './orders/consumer-orders.ts'
import { handlers as consumerOrderActionHandlers } from './orders/consumer-order-actions.ts'
import { handlers as consumerProfileHandlers } from './customers/consumer-profile.ts'
import { handlers as contentHandlers } from './content/content.ts'
import { handlers as contentVideoHandlers } from './content/videos.ts'
import { handlers as customerDataHandlers } from './personalisation/customer-data.ts'
import { handlers as decisionEngineHandlers } from './personalisation/decision-engine.ts'
import { handlers as eventHandlers } from './events/events.ts'
import { handlers as experimentationHandlers } from './personalisation/experimentation.ts'
import { handlers as contactUsHandlers } from './help/contact-us.ts'
import { handlers as frontEndFeedHandlers } from './content/front-end-feeds.ts'
import { handlers as frontEndPageHandlers } from './content/front-end-pages.ts'
import { controlHandlers } from './control.ts'
import { handlers as locationSelectorHandlers } from './location/location-selector.ts'
import { handlers as loyaltyHandlers } from './loyalty/loyalty.ts'
import { handlers as newsletterHandlers } from './newsletter/newsletter.ts'
import { handlers as imageHandlers } from './catalog/images.ts'
import { handlers as notificationHandlers } from './catalog/notifications.ts'
import { handlers as paymentMethodHandlers } from './payments/payment-methods.ts'
import { handlers as productSetHandlers } from './catalog/product-sets.ts'
import { handlers as productHandlers } from './catalog/products.ts'
import { handlers as providerHandlers } from './payments/provider.ts'
import { handlers as providerFieldHandlers } from './payments/provider-fields.ts'
import { handlers as savedCardHandlers } from './payments/saved-cards.ts'
import { handlers as searchSuggestHandlers } from './search/search-suggest.ts'
import { handlers as sizeChartHandlers } from './catalog/size-charts.ts'
import { handlers as socialMediaHandlers } from './ugc/social-media.ts'
import { handlers as recommendationHandlers } from './recommendations/recommendations.ts'
import { handlers as reviewHandlers } from './reviews/reviews.ts'
import { handlers as storeHandlers } from './stores/stores.ts'
import { handlers as threeDSHandlers } from './payments/three-ds.ts'
import { handlers as ugcWidgetHandlers } from './ugc/ugc-widgets.ts'
import { handlers as utilityHandlers } from './addresses/utilities.ts'
import { handlers as validateResponseHandlers } from './validate-response.ts'
import { handlers as wishlistHandlers } from './wishlists/wishlists.ts'
import { handlers as walletHandlers } from './payments/wallet.ts'
import { handlers as warrantyHandlers } from './help/warranty.ts'

/** Every handler of the emulator. The control handlers come first: they capture and inject faults. */
export const handlers = [
  ...controlHandlers,
  ...botProtectionHandlers,
  ...authHandlers,
  // Before sign-up's profile read and update: PRO404, includeLoyaltySummary and the email change.
  ...consumerProfileHandlers,
  ...signupHandlers,
  ...passwordHandlers,
  ...cartHandlers,
  ...cartAdjustmentHandlers,
  ...checkoutHandlers,
  // Every call naming a payment method, or one of its instruments: the method's entry answers it.
  ...paymentMethodHandlers,
  ...bnplHandlers,
  ...walletHandlers,
  ...consumerAddressHandlers,
  ...consumerOrderHandlers,
  ...consumerOrderActionHandlers,
  ...savedCardHandlers,
  ...loyaltyHandlers,
  ...eventHandlers,
  ...newsletterHandlers,
  ...productHandlers,
  ...searchSuggestHandlers,
  ...productSetHandlers,
  ...notificationHandlers,
  ...sizeChartHandlers,
  ...compareHandlers,
  ...recommendationHandlers,
  ...reviewHandlers,
  ...storeHandlers,
  ...utilityHandlers,
  ...collectionPointHandlers,
  ...wishlistHandlers,
  ...contentHandlers,
  ...contentVideoHandlers,
  ...decisionEngineHandlers,
  ...frontEndFeedHandlers,
  ...locationSelectorHandlers,
  // Every other internal page by name: after the location selector's, which the pattern also matches.
  ...frontEndPageHandlers,
  ...validateResponseHandlers,
  ...providerHandlers,
  ...threeDSHandlers,
  ...providerFieldHandlers,
  ...imageHandlers,
  ...contactUsHandlers,
  ...warrantyHandlers,
  ...captchaHandlers,
  // The gallery widgets' scripts first: the social host's script sits under its API prefix.
  ...ugcWidgetHandlers,
  ...socialMediaHandlers,
  ...customerDataHandlers,
  ...experimentationHandlers,
]
