import { redirect } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import type { Route } from './+types/saved-for-later'
import { savedForLaterAction } from '#app/features/wishlists/saved-for-later.server.ts'
import { savedForLaterInCartPath } from '#app/domain/paths/paths.ts'

/**
 * Save-for-later posts from the cart page (CART-031…033, ERR-113); the list itself shows in the cart,
 * where the account's "Saved for later" goes: to the list, under the cart's lines.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return redirect(savedForLaterInCartPath(getShopper(context).locale.locale))
}

export async function action({ request, context }: Route.ActionArgs) {
  return savedForLaterAction(request, getShopper(context), getI18n(context).t)
}
