import { href, withQuery, contentPath, type Query } from './paths.ts'

/**
 * The builders of the pages a shopper uses for themselves: the account's pages, orders and their
 * tracking, the help forms, and event sign-up. Apart
 * from paths.ts, which the app shell carries to every page, so that only the pages that link here
 * load them. The same rules as paths.ts: every builder sits on `href()`.
 */

export const accountLoyaltyPath = (locale: string): string => href('/:locale/account/loyalty', { locale })

export const accountProfilePath = (locale: string): string => href('/:locale/account/profile', { locale })

export const accountAddressesPath = (locale: string): string => href('/:locale/account/addresses', { locale })

/** The add-an-address page, for a shipping (S) or billing (B) address. */
export const accountAddressNewPath = (locale: string, type: 'S' | 'B' = 'S'): string =>
  withQuery(href('/:locale/account/addresses/new', { locale }), type === 'B' ? { type: 'billing' } : '')

export const accountAddressPath = (locale: string, addressId: string): string =>
  href('/:locale/account/addresses/:addressId', { locale, addressId: encodeURIComponent(addressId) })

/** The delete confirmation of one address. */
export const accountAddressDeletePath = (locale: string, addressId: string): string =>
  href('/:locale/account/addresses/:addressId/delete', { locale, addressId: encodeURIComponent(addressId) })

export const accountPaymentMethodsPath = (locale: string): string =>
  href('/:locale/account/payment-methods', { locale })

/** The remove confirmation of one saved card or reward. */
/** Adding a card (decision 036); the provider's page comes back here with `paymentSession`. */
export const accountPaymentMethodNewPath = (locale: string, query?: Query): string =>
  withQuery(href('/:locale/account/payment-methods/new', { locale }), query)

export const accountPaymentMethodRemovePath = (locale: string, instrumentId: string): string =>
  href('/:locale/account/payment-methods/:instrumentId/remove', {
    locale,
    instrumentId: encodeURIComponent(instrumentId),
  })

/** Where an event block's join form posts (FORM-014); `page` brings a no-JavaScript visit back to the event. */
export const eventRegistrationPath = (locale: string, page?: string | null): string =>
  withQuery(href('/:locale/events/register', { locale }), { page: page || undefined })

/** The contact-us form with the `contact-us` content (FORM-019), and the page a sent message lands on. */
export const contactUsPath = (locale: string): string => href('/:locale/help/contact-us', { locale })

export const contactUsSentPath = (locale: string): string => href('/:locale/help/contact-us/sent', { locale })

/** The warranty claim form (FORM-022), and the page with the case number it opened. */
export const warrantyPath = (locale: string): string => href('/:locale/help/warranty', { locale })

export const warrantySentPath = (locale: string): string => href('/:locale/help/warranty/sent', { locale })

/** The `gift-card` content page with the balance check. */
export const giftCardBalancePath = (locale: string): string => href('/:locale/gift-card', { locale })

/** The account's order history; page 1 has no query. */
export const accountOrdersPath = (locale: string, page = 1): string =>
  withQuery(href('/:locale/account/orders', { locale }), page > 1 ? { page: String(page) } : {})

/** One order of the account. */
export const accountOrderPath = (locale: string, orderNo: string): string =>
  href('/:locale/account/orders/:orderNo', { locale, orderNo: encodeURIComponent(orderNo) })

/** The confirmation step before an order is cancelled (ACCT-028). */
export const accountOrderCancelPath = (locale: string, orderNo: string): string =>
  href('/:locale/account/orders/:orderNo/cancel', { locale, orderNo: encodeURIComponent(orderNo) })

/** The order's invoice as a PDF download (ACCT-026). */
export const accountOrderInvoicePath = (locale: string, orderNo: string): string =>
  href('/:locale/account/orders/:orderNo/invoice', { locale, orderNo: encodeURIComponent(orderNo) })

/** Order tracking by number and email, without an account (ACCT-031); the number prefilled when given. */
export const trackOrderPath = (locale: string, orderNumber?: string): string =>
  withQuery(href('/:locale/track-order', { locale }), { orderNumber })

/** The how-to-return help page (ACCT-030), a content page. */
export const howToReturnPath = (locale: string): string => contentPath(locale, 'help/returns/how-to-return')

/**
 * The cookie settings page (PLAT-042, decision 037): the choice per category, and the post of every
 * consent form; `redirectTo` is the page to go back to after choosing.
 */
export const consentPath = (locale: string, redirectTo?: string): string =>
  withQuery(href('/:locale/privacy/consent', { locale }), { redirectTo })

/** A locale's sitemap, listed in the sitemap index (decision 045). */
export const sitemapPath = (locale: string): string => href('/:locale/sitemap.xml', { locale })
