import type { TFunction, i18n } from 'i18next'

/** The missing pages' titles of each language's translator (one per language, shared by every request). */
const missingTitlesOf = new WeakMap<i18n, Readonly<ReturnType<typeof translateMissingTitles>>>()

/**
 * The titles of pages whose own loader failed (a 404): their `meta` then has no data of its own and
 * reads its title here, translated like every other title. The same for every request in a language,
 * so translated once for each.
 */
export function missingTitles(translator: i18n) {
  let titles = missingTitlesOf.get(translator)
  if (!titles) {
    titles = Object.freeze(translateMissingTitles(translator.t))
    missingTitlesOf.set(translator, titles)
  }
  return titles
}

function translateMissingTitles(t: TFunction) {
  return {
    page: t('meta:missing.page'),
    product: t('meta:missing.product'),
    askQuestion: t('meta:missing.askQuestion'),
    reviewPhotos: t('meta:missing.reviewPhotos'),
    sizeChart: t('meta:missing.sizeChart'),
    pickUpInStore: t('meta:missing.pickUpInStore'),
    favorites: t('meta:missing.favorites'),
    cartDelivery: t('meta:cartDelivery'),
    cartGift: t('meta:cartGift'),
  }
}
