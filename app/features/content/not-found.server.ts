import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { getPage } from './content.server.ts'

/** Throws the 404 response whose body carries the `error-4xx` content page (or null if that fails). */
export async function throwNotFound(shopper: Shopper): Promise<never> {
  const page = await getPage(shopper, 'error-4xx').catch(() => null)
  throw data({ page, locale: shopper.locale.locale }, { status: 404 })
}
