import { isRouteErrorResponse, useRouteError } from 'react-router'
import { DeferredBlockList } from './deferred-block-list.tsx'
import type { CmsPage } from '#app/domain/content/content.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'

/** A 404 shows the editors' `error-4xx` page when it came with the response; anything else, the general boundary. */
export function NotFoundBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    const body = error.data as { page?: CmsPage | null; locale?: string } | null
    if (body?.page && body.locale)
      return (
        // The page itself, as a content page is: its blocks full width, with room under the header.
        <DeferredBlockList
          blocks={body.page.components}
          locale={body.locale}
          contained={false}
          className="flex flex-col gap-10 py-10"
        />
      )
  }
  return <GeneralErrorBoundary />
}
