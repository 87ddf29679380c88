import { useRef } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { LocationForm, LocationPromptForm } from '#app/features/location/ui/location-form.tsx'
import { PageDialog, usePageData } from '#app/components/page-dialog.tsx'
import type { LocationView } from '#app/features/location/views.ts'
import { locationNs } from '#app/features/location/locales/location.ts'
import { withQuery } from '#app/domain/paths/paths.ts'
import type { LocationAction, LocationPage } from '../page-data.ts'

/**
 * The location dialogs (decision 048), loaded only when one opens (decision 022): the selector
 * (PLAT-022), opened from the header's control, and the location confirmation (PLAT-032), opened when
 * the shopper's detected country is another site's. Native modal dialogs (focus moves in and stays,
 * Escape closes, focus returns to the control); their forms post to the location page's action as the
 * page's do: a choice navigates to the same page in the new locale, "stay" back to this page.
 */
export default function LocationDialog({
  view,
  mode,
  onClose,
}: {
  view: LocationView
  mode: 'selector' | 'prompt'
  onClose: () => void
}) {
  const { pathname, search } = useLocation()
  const here = `${pathname}${search}`
  return mode === 'prompt' && view.prompt ? (
    <PromptDialog view={view} here={here} onClose={onClose} />
  ) : (
    <SelectorDialog view={view} here={here} onClose={onClose} />
  )
}

function CloseButton({ dialog }: { dialog: React.RefObject<HTMLDialogElement | null> }) {
  const { t } = useTranslation(locationNs)
  return (
    <button type="button" onClick={() => dialog.current?.close()} className="mt-4 underline">
      {t('dialog.close')}
    </button>
  )
}

function PromptDialog({ view, here, onClose }: { view: LocationView; here: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const post = useFetcher<LocationAction>()
  const prompt = view.prompt!
  // Either answer navigates (the action redirects): "go" to the other site, "stay" back to this page,
  // whose root data then has no question. (A revalidation alone would change the utility bar's island
  // in place, which React holds back while the island is not hydrated: decision 025.)
  return (
    <PageDialog
      dialogRef={dialog}
      titleId="location-prompt-dialog-title"
      title={prompt.text.title}
      onClose={onClose}
    >
      <p className="mt-2">{prompt.text.body}</p>
      <LocationPromptForm
        as={post.Form}
        action={view.action}
        prompt={prompt}
        redirectTo={here}
        pending={post.state !== 'idle'}
      />
      <CloseButton dialog={dialog} />
    </PageDialog>
  )
}

function SelectorDialog({ view, here, onClose }: { view: LocationView; here: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const data = usePageData<LocationPage>(withQuery(view.action, { redirectTo: here }))
  const post = useFetcher<LocationAction>()
  return (
    <PageDialog
      dialogRef={dialog}
      titleId="location-dialog-title"
      title={data?.heading ?? view.label}
      onClose={onClose}
    >
      {data ? (
        <>
          {data.cartNotice ? <p className="mt-2 font-medium">{data.cartNotice}</p> : null}
          <LocationForm
            as={post.Form}
            action={view.action}
            regions={data.regions}
            locale={data.locale}
            redirectTo={here}
            lastResult={post.data?.result}
            pending={post.state !== 'idle'}
          />
        </>
      ) : null}
      <CloseButton dialog={dialog} />
    </PageDialog>
  )
}
