/**
 * Names shared by the reviews section's server and browser code (no zod here: this module reaches the
 * browser). Paging and sort live in the PDP's query so they work as plain links and a GET form.
 */
export const REVIEWS_PAGE_PARAM = 'reviewsPage'
export const QUESTIONS_PAGE_PARAM = 'questionsPage'
export const REVIEWS_SORT_PARAM = 'reviewsSort'
export const REVIEWS_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const
export type ReviewsSort = (typeof REVIEWS_SORTS)[number]

export { QUESTIONS_ANCHOR, REVIEWS_ANCHOR } from './review-anchors.ts'

/**
 * The href of a page of the section: the PDP's query with one parameter set. Page 1 keeps its
 * parameter too: a document request that names a reviews parameter renders the section in the page
 * itself (see `reviewsRequested`), which is how shoppers without JavaScript see it.
 */
export function sectionHref(
  pathname: string,
  search: string,
  param: string,
  value: string | number,
  anchor: string,
): string {
  const query = new URLSearchParams(search)
  query.set(param, String(value))
  const qs = query.toString()
  return `${pathname}${qs ? `?${qs}` : ''}#${anchor}`
}

/** True when the URL asks for the reviews or questions (a page, a sort): the PDP then awaits them. */
export function reviewsRequested(search: string | URLSearchParams): boolean {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search
  return [REVIEWS_PAGE_PARAM, REVIEWS_SORT_PARAM, QUESTIONS_PAGE_PARAM].some((name) => query.has(name))
}

/** The query parameter of the review photo page: the photo shown, from 1. */
export const PHOTO_PARAM = 'photo'

/** The page of a review's photos (CAT-019), showing photo `n` (from 1). */
export function reviewPhotoHref(productPath: string, reviewId: string, n: number): string {
  return `${productPath}/reviews/${encodeURIComponent(reviewId)}/photos?${PHOTO_PARAM}=${n}`
}

/** The review's photos as JSON, for the photo dialog. */
export function reviewPhotosDataHref(productPath: string, reviewId: string): string {
  return `${productPath}/reviews/${encodeURIComponent(reviewId)}/photos.json`
}

/** The photo number a query asks for: a whole number from 1; absent means 1; anything else is null. */
export function photoNumber(value: string | null): number | null {
  if (value === null || value === '') return 1
  return /^[1-9]\d{0,2}$/.test(value) ? Number(value) : null
}
