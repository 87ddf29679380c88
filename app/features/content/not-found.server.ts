import { data } from 'react-router'
import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import type { MissingTitles } from '#app/domain/page/not-found.ts'
import { i18nForLocale } from '#app/i18next.server.ts'
import { getPage } from './content.server.ts'

/**
 * Throws the 404 response whose body carries the `error-4xx` content page (or null if that fails) and
 * the missing pages' titles in the shopper's language, which the failed page's `meta` reads its own in.
 */
export async function throwNotFound(shopper: Shopper): Promise<never> {
  const page = await getPage(shopper, 'error-4xx').catch(() => null)
  const titles = missingTitles(i18nForLocale(shopper.locale.locale).t)
  throw data({ page, locale: shopper.locale.locale, titles }, { status: 404 })
}

/** Translated for each 404: only a missing page reads them, a few lookups in the language's catalogue. */
function missingTitles(t: TFunction): MissingTitles {
  return {
    page: t('meta:missing.page'),
    product: t('meta:missing.product'),
    askQuestion: t('meta:missing.askQuestion'),
    reviewPhotos: t('meta:missing.reviewPhotos'),
    sizeChart: t('meta:missing.sizeChart'),
    pickUpInStore: t('meta:missing.pickUpInStore'),
    cartDelivery: t('meta:cartDelivery'),
    cartGift: t('meta:cartGift'),
  }
}
