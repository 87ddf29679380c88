import type { InitOptions } from 'i18next'
import common from '../../locales/en/common.json' with { type: 'json' }
import content from '../../locales/en/content.json' with { type: 'json' }
import blocks from '../../locales/en/blocks.json' with { type: 'json' }
import wishlists from '../../locales/en/wishlists.json' with { type: 'json' }
import listing from '../../locales/en/listing.json' with { type: 'json' }
import search from '../../locales/en/search.json' with { type: 'json' }
import product from '../../locales/en/product.json' with { type: 'json' }
import cart from '../../locales/en/cart.json' with { type: 'json' }
import checkout from '../../locales/en/checkout.json' with { type: 'json' }
import identity from '../../locales/en/identity.json' with { type: 'json' }
import stores from '../../locales/en/stores.json' with { type: 'json' }
import menu from '../../locales/en/menu.json' with { type: 'json' }
import toasts from '../../locales/en/toasts.json' with { type: 'json' }
import reviews from '../../locales/en/reviews.json' with { type: 'json' }
import compare from '../../locales/en/compare.json' with { type: 'json' }
import instore from '../../locales/en/instore.json' with { type: 'json' }
import meta from '../../locales/en/meta.json' with { type: 'json' }
import validation from '../../locales/en/validation.json' with { type: 'json' }
import preview from '../../locales/en/preview.json' with { type: 'json' }
import newsletter from '../../locales/en/newsletter.json' with { type: 'json' }
import help from '../../locales/en/help.json' with { type: 'json' }
import orders from '../../locales/en/orders.json' with { type: 'json' }
import addressBook from '../../locales/en/address-book.json' with { type: 'json' }
import consent from '../../locales/en/consent.json' with { type: 'json' }
import location from '../../locales/en/location.json' with { type: 'json' }
import errors from '../../locales/en/errors.json' with { type: 'json' }
import frCommon from '../../locales/fr/common.json' with { type: 'json' }
import frContent from '../../locales/fr/content.json' with { type: 'json' }
import frBlocks from '../../locales/fr/blocks.json' with { type: 'json' }
import frWishlists from '../../locales/fr/wishlists.json' with { type: 'json' }
import frListing from '../../locales/fr/listing.json' with { type: 'json' }
import frSearch from '../../locales/fr/search.json' with { type: 'json' }
import frProduct from '../../locales/fr/product.json' with { type: 'json' }
import frCart from '../../locales/fr/cart.json' with { type: 'json' }
import frCheckout from '../../locales/fr/checkout.json' with { type: 'json' }
import frIdentity from '../../locales/fr/identity.json' with { type: 'json' }
import frStores from '../../locales/fr/stores.json' with { type: 'json' }
import frMenu from '../../locales/fr/menu.json' with { type: 'json' }
import frToasts from '../../locales/fr/toasts.json' with { type: 'json' }
import frReviews from '../../locales/fr/reviews.json' with { type: 'json' }
import frCompare from '../../locales/fr/compare.json' with { type: 'json' }
import frInstore from '../../locales/fr/instore.json' with { type: 'json' }
import frMeta from '../../locales/fr/meta.json' with { type: 'json' }
import frValidation from '../../locales/fr/validation.json' with { type: 'json' }
import frPreview from '../../locales/fr/preview.json' with { type: 'json' }
import frNewsletter from '../../locales/fr/newsletter.json' with { type: 'json' }
import frHelp from '../../locales/fr/help.json' with { type: 'json' }
import frOrders from '../../locales/fr/orders.json' with { type: 'json' }
import frAddressBook from '../../locales/fr/address-book.json' with { type: 'json' }
import frConsent from '../../locales/fr/consent.json' with { type: 'json' }
import frLocation from '../../locales/fr/location.json' with { type: 'json' }
import frErrors from '../../locales/fr/errors.json' with { type: 'json' }
import deCommon from '../../locales/de/common.json' with { type: 'json' }
import deContent from '../../locales/de/content.json' with { type: 'json' }
import deBlocks from '../../locales/de/blocks.json' with { type: 'json' }
import deWishlists from '../../locales/de/wishlists.json' with { type: 'json' }
import deListing from '../../locales/de/listing.json' with { type: 'json' }
import deSearch from '../../locales/de/search.json' with { type: 'json' }
import deProduct from '../../locales/de/product.json' with { type: 'json' }
import deCart from '../../locales/de/cart.json' with { type: 'json' }
import deCheckout from '../../locales/de/checkout.json' with { type: 'json' }
import deIdentity from '../../locales/de/identity.json' with { type: 'json' }
import deStores from '../../locales/de/stores.json' with { type: 'json' }
import deMenu from '../../locales/de/menu.json' with { type: 'json' }
import deToasts from '../../locales/de/toasts.json' with { type: 'json' }
import deReviews from '../../locales/de/reviews.json' with { type: 'json' }
import deCompare from '../../locales/de/compare.json' with { type: 'json' }
import deInstore from '../../locales/de/instore.json' with { type: 'json' }
import deMeta from '../../locales/de/meta.json' with { type: 'json' }
import deValidation from '../../locales/de/validation.json' with { type: 'json' }
import dePreview from '../../locales/de/preview.json' with { type: 'json' }
import deNewsletter from '../../locales/de/newsletter.json' with { type: 'json' }
import deHelp from '../../locales/de/help.json' with { type: 'json' }
import deOrders from '../../locales/de/orders.json' with { type: 'json' }
import deAddressBook from '../../locales/de/address-book.json' with { type: 'json' }
import deConsent from '../../locales/de/consent.json' with { type: 'json' }
import deLocation from '../../locales/de/location.json' with { type: 'json' }
import deErrors from '../../locales/de/errors.json' with { type: 'json' }
import gbCommon from '../../locales/en-GB/common.json' with { type: 'json' }
import gbProduct from '../../locales/en-GB/product.json' with { type: 'json' }
import gbCheckout from '../../locales/en-GB/checkout.json' with { type: 'json' }
import gbIdentity from '../../locales/en-GB/identity.json' with { type: 'json' }
import gbOrders from '../../locales/en-GB/orders.json' with { type: 'json' }
import gbConsent from '../../locales/en-GB/consent.json' with { type: 'json' }
import gbErrors from '../../locales/en-GB/errors.json' with { type: 'json' }
import caCheckout from '../../locales/en-CA/checkout.json' with { type: 'json' }
import caConsent from '../../locales/en-CA/consent.json' with { type: 'json' }
import caErrors from '../../locales/en-CA/errors.json' with { type: 'json' }
import caIdentity from '../../locales/en-CA/identity.json' with { type: 'json' }

import { BRITISH_ENGLISH, CANADIAN_ENGLISH, FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages.ts'

export {
  BRITISH_ENGLISH,
  CANADIAN_ENGLISH,
  FALLBACK_LANGUAGE,
  languageFor,
  SUPPORTED_LANGUAGES,
} from './languages.ts'

/**
 * The server's i18next settings, with every catalogue bundled. The English catalogues are US English
 * (en-us); French (fr-ca and fr-fr) and German (de-de) translate every entry (decision 046). British
 * English (en-gb, en-ca) is an overlay of only the entries spelt differently, which falls back to the
 * US English base (decision 071); Canadian English (en-ca) lays its own few entries over the British
 * ones. The browser bundles US English only and loads the others as chunks
 * (`app/locales/load.client.ts`); its modules read the languages from `./languages.ts`.
 */
// Only the namespaces with an entry spelt differently, and in them only those entries.
const britishEnglish = {
  common: gbCommon,
  product: gbProduct,
  checkout: gbCheckout,
  identity: gbIdentity,
  orders: gbOrders,
  consent: gbConsent,
  errors: gbErrors,
}

export const resources = {
  en: {
    common,
    content,
    blocks,
    wishlists,
    listing,
    search,
    product,
    cart,
    identity,
    checkout,
    stores,
    menu,
    toasts,
    reviews,
    compare,
    instore,
    meta,
    validation,
    preview,
    newsletter,
    help,
    orders,
    addressBook,
    consent,
    location,
    errors,
  },
  fr: {
    common: frCommon,
    content: frContent,
    blocks: frBlocks,
    wishlists: frWishlists,
    listing: frListing,
    search: frSearch,
    product: frProduct,
    cart: frCart,
    checkout: frCheckout,
    identity: frIdentity,
    stores: frStores,
    menu: frMenu,
    toasts: frToasts,
    reviews: frReviews,
    compare: frCompare,
    instore: frInstore,
    meta: frMeta,
    validation: frValidation,
    preview: frPreview,
    newsletter: frNewsletter,
    help: frHelp,
    orders: frOrders,
    addressBook: frAddressBook,
    consent: frConsent,
    location: frLocation,
    errors: frErrors,
  },
  de: {
    common: deCommon,
    content: deContent,
    blocks: deBlocks,
    wishlists: deWishlists,
    listing: deListing,
    search: deSearch,
    product: deProduct,
    cart: deCart,
    checkout: deCheckout,
    identity: deIdentity,
    stores: deStores,
    menu: deMenu,
    toasts: deToasts,
    reviews: deReviews,
    compare: deCompare,
    instore: deInstore,
    meta: deMeta,
    validation: deValidation,
    preview: dePreview,
    newsletter: deNewsletter,
    help: deHelp,
    orders: deOrders,
    addressBook: deAddressBook,
    consent: deConsent,
    location: deLocation,
    errors: deErrors,
  },
  [BRITISH_ENGLISH]: britishEnglish,
  // Only the British entries Canada spells as the US does; i18next falls back to British English.
  [CANADIAN_ENGLISH]: {
    checkout: caCheckout,
    consent: caConsent,
    errors: caErrors,
    identity: caIdentity,
  },
} as const

export const i18nOptions: InitOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES, BRITISH_ENGLISH, CANADIAN_ENGLISH],
  // Each entry read from the nearest language that has it: Canadian, then British, then US English.
  // `currentOnly`: en-CA's own fallbacks, not its bare language `en`, come after it.
  fallbackLng: { [CANADIAN_ENGLISH]: [BRITISH_ENGLISH, FALLBACK_LANGUAGE], default: [FALLBACK_LANGUAGE] },
  load: 'currentOnly',
  defaultNS: 'common',
  ns: [
    'common',
    'content',
    'blocks',
    'wishlists',
    'listing',
    'search',
    'product',
    'cart',
    'identity',
    'checkout',
    'stores',
    'menu',
    'toasts',
    'reviews',
    'compare',
    'instore',
    'meta',
    'validation',
    'preview',
    'newsletter',
    'help',
    'orders',
    'addressBook',
    'consent',
    'location',
    'errors',
  ],
  resources,
  interpolation: { escapeValue: false },
  // Resources are bundled: no async backend, so the first render is already translated.
  initAsync: false,
}
