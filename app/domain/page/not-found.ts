/**
 * The titles of the pages whose loader fails with a 404 when what they show is missing (an unknown
 * product, page or cart line), in the request's language. The 404's response carries them
 * (`throwNotFound`), and the failed page's `meta` reads its own there: every other document carried
 * all eight in its data (about 600 bytes of a French page) for the rare one that is missing.
 */
export interface MissingTitles {
  page: string
  product: string
  askQuestion: string
  reviewPhotos: string
  sizeChart: string
  pickUpInStore: string
  cartDelivery: string
  cartGift: string
}

/** A route's error as its `meta` reads it: a 404's data carries the missing pages' titles. */
export type NotFoundError = { data?: { titles?: MissingTitles } } | null | undefined
