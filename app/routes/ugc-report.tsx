import { redirect } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { homePath } from '#app/domain/paths/paths.ts'
import { reportAction } from '#app/features/ugc/report.server.ts'
import type { Route } from './+types/ugc-report'

/** Nothing to show: a GET reports nothing, it goes home. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(homePath(getShopper(context).locale.locale))
}

/** The report form of a social gallery's photos (CAT-054), posted from any page with a gallery. */
export function action({ request, context }: Route.ActionArgs) {
  return reportAction(getShopper(context), request, getI18n(context).t)
}
