import { Outlet } from 'react-router'
import { AccountNav } from '#app/features/account/ui/account-nav.tsx'
import { getShopper } from '#app/context.server.ts'
import { requireSignedIn } from '#app/features/identity/session.server.ts'
import { isEmployee } from '#app/domain/identity/sign-in.ts'
import type { Route } from './+types/account-layout'

/**
 * Around every account page: a signed-out visitor is sent to sign in (each page's loader and action
 * checks too, as loaders run side by side), and the account's navigation. Pages that require sign-in
 * are never cached (the root middleware sets `private, no-store`).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  requireSignedIn(shopper, request)
  return {
    locale: shopper.locale.locale,
    employee: isEmployee(shopper.session.get('consumerType')),
  }
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-6 md:grid-cols-[12rem_minmax(0,1fr)]">
      <AccountNav locale={loaderData.locale} employee={loaderData.employee} />
      <div>
        <Outlet />
      </div>
    </div>
  )
}
