import type { InitOptions } from 'i18next'
import common from './locales/en/common.json' with { type: 'json' }
import content from './locales/en/content.json' with { type: 'json' }
import blocks from './locales/en/blocks.json' with { type: 'json' }
import wishlists from './locales/en/wishlists.json' with { type: 'json' }
import listing from './locales/en/listing.json' with { type: 'json' }
import search from './locales/en/search.json' with { type: 'json' }
import product from './locales/en/product.json' with { type: 'json' }
import cart from './locales/en/cart.json' with { type: 'json' }
import checkout from './locales/en/checkout.json' with { type: 'json' }
import identity from './locales/en/identity.json' with { type: 'json' }
import stores from './locales/en/stores.json' with { type: 'json' }
import reviews from './locales/en/reviews.json' with { type: 'json' }
import compare from './locales/en/compare.json' with { type: 'json' }
import instore from './locales/en/instore.json' with { type: 'json' }
import meta from './locales/en/meta.json' with { type: 'json' }
import validation from './locales/en/validation.json' with { type: 'json' }
import preview from './locales/en/preview.json' with { type: 'json' }
import newsletter from './locales/en/newsletter.json' with { type: 'json' }
import help from './locales/en/help.json' with { type: 'json' }
import orders from './locales/en/orders.json' with { type: 'json' }
import addressBook from './locales/en/address-book.json' with { type: 'json' }
import consent from './locales/en/consent.json' with { type: 'json' }

/**
 * i18next settings shared by the server and the browser. English is the only catalogue for now;
 * French and German add a folder each. The spec's messages are the English entries, verbatim.
 */
export const SUPPORTED_LANGUAGES = ['en'] as const
export const FALLBACK_LANGUAGE = 'en'

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
  },
} as const

export const i18nOptions: InitOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
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
  ],
  resources,
  interpolation: { escapeValue: false },
  // Resources are bundled: no async backend, so the first render is already translated.
  initAsync: false,
}

/** The catalogue language for a URL locale (fr-ca → fr when there is a French catalogue). */
export function languageFor(locale: string): string {
  const lang = locale.split('-')[0] ?? FALLBACK_LANGUAGE
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(lang) ? lang : FALLBACK_LANGUAGE
}
