import { handlers as authHandlers } from './auth.ts'
import { handlers as passwordHandlers } from './auth-passwords.ts'
import { handlers as signupHandlers } from './auth-signup.ts'
import { handlers as captchaHandlers } from './captcha.ts'
import { handlers as cartHandlers } from './cart.ts'
import { handlers as cartAdjustmentHandlers } from './cart-adjustments.ts'
import { handlers as bnplHandlers } from './bnpl.ts'
import { handlers as botProtectionHandlers } from './bot-protection.ts'
import { handlers as checkoutHandlers } from './checkout.ts'
import { handlers as collectionPointHandlers } from './collection-points.ts'
import { handlers as compareHandlers } from './compare.ts'
import { handlers as consumerAddressHandlers } from './consumer-addresses.ts'
import { handlers as consumerOrderHandlers } from './consumer-orders.ts'
import { handlers as consumerOrderActionHandlers } from './consumer-order-actions.ts'
import { handlers as consumerProfileHandlers } from './consumer-profile.ts'
import { handlers as contentHandlers } from './content.ts'
import { handlers as customerDataHandlers } from './customer-data.ts'
import { handlers as decisionEngineHandlers } from './decision-engine.ts'
import { handlers as eventHandlers } from './events.ts'
import { handlers as experimentationHandlers } from './experimentation.ts'
import { handlers as contactUsHandlers } from './contact-us.ts'
import { handlers as frontEndFeedHandlers } from './front-end-feeds.ts'
import { handlers as frontEndPageHandlers } from './front-end-pages.ts'
import { controlHandlers } from './control.ts'
import { handlers as locationSelectorHandlers } from './location-selector.ts'
import { handlers as loyaltyHandlers } from './loyalty.ts'
import { handlers as newsletterHandlers } from './newsletter.ts'
import { handlers as imageHandlers } from './images.ts'
import { handlers as notificationHandlers } from './notifications.ts'
import { handlers as paymentMethodHandlers } from './payment-methods.ts'
import { handlers as productSetHandlers } from './product-sets.ts'
import { handlers as productHandlers } from './products.ts'
import { handlers as providerHandlers } from './provider.ts'
import { handlers as providerFieldHandlers } from './provider-fields.ts'
import { handlers as savedCardHandlers } from './saved-cards.ts'
import { handlers as searchSuggestHandlers } from './search-suggest.ts'
import { handlers as sizeChartHandlers } from './size-charts.ts'
import { handlers as socialMediaHandlers } from './social-media.ts'
import { handlers as recommendationHandlers } from './recommendations.ts'
import { handlers as reviewHandlers } from './reviews.ts'
import { handlers as storeHandlers } from './stores.ts'
import { handlers as threeDSHandlers } from './three-ds.ts'
import { handlers as ugcWidgetHandlers } from './ugc-widgets.ts'
import { handlers as utilityHandlers } from './utilities.ts'
import { handlers as validateResponseHandlers } from './validate-response.ts'
import { handlers as wishlistHandlers } from './wishlists.ts'
import { handlers as walletHandlers } from './wallet.ts'
import { handlers as warrantyHandlers } from './warranty.ts'

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
