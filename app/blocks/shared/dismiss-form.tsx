import { useLocation } from 'react-router'
import { dismissPath } from '#app/domain/paths/paths.ts'
import { DISMISS_INTENT, type DismissKey, dismissCookie } from '#app/domain/page/dismiss.ts'

/**
 * The close button of a bar the shopper can dismiss (promo bar CMS-106, benefit bar CMS-077). Without
 * JavaScript it is a POST to the dismiss resource route, which sets the cookie and sends the shopper back
 * to this page. With JavaScript the post never leaves: the cookie is set here and the bar hides itself.
 */
export function DismissForm({
  dismissKey,
  locale,
  label,
  onDismiss,
  className,
}: {
  dismissKey: DismissKey
  locale: string
  /** The button's accessible name, e.g. "Close promotions". */
  label: string
  onDismiss: () => void
  className?: string
}) {
  const location = useLocation()
  return (
    <form
      method="post"
      action={dismissPath(locale)}
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        // The same cookie the resource route sets; the server reads it into the blocks' `dismissed`.
        document.cookie = dismissCookie(dismissKey)
        onDismiss()
        // The button is gone with its bar: keep keyboard focus in the page, at the main content.
        document.getElementById('main')?.focus()
      }}
    >
      <input type="hidden" name="intent" value={DISMISS_INTENT} />
      <input type="hidden" name="key" value={dismissKey} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-label={label}
        className="inline-flex size-8 items-center justify-center rounded-full hover:bg-current/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </form>
  )
}
