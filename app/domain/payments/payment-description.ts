import type { OrderPaymentMethod } from '../orders/order.ts'

/**
 * How an order says it was paid, in the page's language (confirmation and order page): a card as its
 * brand and last four digits ("Visa ending 1111", "Visa se terminant par 1111"), any other way of
 * paying by its code from the catalogue (`orders:paymentMethod.*`). The service's own label is
 * English; it is shown only for a way of paying the catalogue does not name.
 */

/** A card's brand as it is written, whatever case the service sends. */
const CARD_BRANDS: Readonly<Record<string, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  MC: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  MAESTRO: 'Maestro',
  JCB: 'JCB',
}

export type PaymentTranslate = (
  key: string,
  options?: { defaultValue?: string; brand?: string; lastFour?: string },
) => string

export function paymentDescription(
  method: Pick<OrderPaymentMethod, 'code' | 'label' | 'additionalData'>,
  t: PaymentTranslate,
): string {
  const data = method.additionalData as { cardType?: string; lastFour?: unknown }
  const lastFour = typeof data.lastFour === 'string' && /^\d{4}$/.test(data.lastFour) ? data.lastFour : ''
  if (lastFour) {
    const brand =
      (data.cardType && CARD_BRANDS[data.cardType.toUpperCase()]) || t('orders:paymentMethod.card')
    return t('orders:paymentMethod.cardEnding', { brand, lastFour })
  }
  return t(`orders:paymentMethod.${method.code}`, { defaultValue: method.label ?? method.code })
}
