import { parseWithZod } from '@conform-to/zod/v4'
import { redirect } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { homePath } from '#app/domain/paths/paths.ts'
import { exitPreviewHref } from '#app/domain/content/preview.ts'
import { previewChoiceCookie } from '#app/preview-access.server.ts'
import { badRequest } from '#app/platform/http/intent.server.ts'
import { safeRedirect } from '#app/redirect.server.ts'
import { LeavePreviewSchema } from '#app/features/content/schemas/preview.ts'
import type { Route } from './+types/preview-leave'

/**
 * /{locale}/preview/leave, the preview ribbon's "Leave preview" (PLAT-035): the browser forgets the
 * preview it is in and goes back to the page it was on, without its preview parameters, as published.
 * Only a post leaves preview; a GET here changes nothing and goes home.
 */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(homePath(getShopper(context).locale.locale))
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = getShopper(context).locale
  const submission = parseWithZod(await request.formData(), { schema: LeavePreviewSchema })
  if (submission.status !== 'success') return badRequest()
  const back = safeRedirect(submission.value.redirectTo, homePath(locale))
  return redirect(exitPreviewHref(new URL(back, request.url)), {
    status: 303,
    headers: { 'Set-Cookie': previewChoiceCookie(null), 'Cache-Control': 'no-store' },
  })
}
