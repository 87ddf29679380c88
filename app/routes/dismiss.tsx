import { redirect } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { dismissCookie } from '#app/domain/page/dismiss.ts'
import { serverSideCookie } from '#app/sessions.server.ts'
import { homePath } from '#app/domain/paths/paths.ts'
import { dismissedPopupsCookie, dismissedPopupsFromCookie } from '#app/domain/content/popup-rules.ts'
import { badRequest } from '#app/platform/http/intent.server.ts'
import { safeRedirect } from '#app/redirect.server.ts'
import { DismissSchema } from '#app/features/content/schemas/dismiss.ts'
import type { Route } from './+types/dismiss'

/** Nothing to show: a GET never closes anything, it goes home. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(homePath(getShopper(context).locale.locale))
}

/**
 * Closes a promo bar, a benefit bar or a pop-up for a shopper without JavaScript (CMS-077, CMS-104,
 * CMS-106): the same cookie the close button sets in the browser, then back to the page, where the
 * server no longer renders what was closed. An unknown key or intent answers 400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = getShopper(context).locale
  const parsed = DismissSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return badRequest('Nothing to close')
  const dismiss = parsed.data
  const cookie =
    dismiss.key === 'popup'
      ? dismissedPopupsCookie([...dismissedPopupsFromCookie(request.headers.get('Cookie')), dismiss.name])
      : dismissCookie(dismiss.key)
  return redirect(safeRedirect(dismiss.redirectTo, homePath(locale)), {
    status: 303,
    headers: { 'Set-Cookie': serverSideCookie(cookie) },
  })
}
