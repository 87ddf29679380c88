import { redirect } from 'react-router'
import type { Route } from './+types/store-locator'
import { MOVED_PAGES } from '#app/domain/paths/paths.ts'

/**
 * `/{locale}/store-locator`, where content links point (the `store-locator` page of 000 §2), is the
 * store locator's page: a permanent redirect keeps one URL for it.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  return redirect(MOVED_PAGES['/store-locator'](params.locale, new URL(request.url).search), 301)
}
