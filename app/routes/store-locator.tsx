import { redirect } from 'react-router'
import type { Route } from './+types/store-locator'

/**
 * `/{locale}/store-locator`, where content links point (the `store-locator` page of 000 §2), is the
 * store locator's page: a permanent redirect keeps one URL for it.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  return redirect(`/${params.locale}/stores${new URL(request.url).search}`, 301)
}
