import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { Link, useLocation, useParams } from 'react-router'
import { useEnhanced } from '#app/components/use-enhanced.ts'
import {
  createToastQueue,
  TOAST_TICK_MS,
  type QueuedToast,
  type ToastInput,
  type ToastQueue,
} from '#app/domain/page/toasts.ts'

const EMPTY: QueuedToast[] = []

// Loaded only when a confirmation arrives: it stays out of every page's first-load JavaScript.
const SignInConfirmationDialog = lazy(() => import('../features/identity/ui/sign-in-confirmation-dialog.tsx'))
// Dialogs that open with a toast, each standing for a page (AUTH-009, AUTH-025).
const ToastDialog = lazy(() => import('./toast-dialog.tsx'))
let queue: ToastQueue | undefined

function getQueue(dismissAfterMs: number) {
  queue ??= createToastQueue({ dismissAfterMs })
  return queue
}

/**
 * Toasts from the flash cookie. Without JavaScript the toast is part of the page; with it, toasts
 * queue, deduplicate and close themselves after the configured delay.
 */
export function Toaster({ toast, dismissAfterMs }: { toast: ToastInput | null; dismissAfterMs: number }) {
  const { t } = useTranslation()
  const enhanced = useEnhanced()
  const q = useMemo(() => getQueue(dismissAfterMs), [dismissAfterMs])
  const list = useSyncExternalStore(q.subscribe, q.list, () => EMPTY)

  // Each loader run hands over a new toast object: move it into the queue once. A confirmation
  // (AUTH-013) is a dialog instead, until the shopper continues from it.
  useEffect(() => {
    if (toast && !toast.confirm) q.show(toast)
  }, [toast, q])
  const [continuedFrom, setContinuedFrom] = useState<ToastInput | null>(null)
  const confirmation = enhanced && toast?.confirm && continuedFrom !== toast ? toast : null
  // A follow-up dialog opens over the page a sign-in or sign-up reached; closing it is "not now".
  const [dialogClosedFor, setDialogClosedFor] = useState<ToastInput | null>(null)
  const withDialog = enhanced && toast?.dialog && dialogClosedFor !== toast ? toast : null
  const location = useLocation()
  const { locale } = useParams()

  useEffect(() => {
    if (!list.length) return
    const timer = setInterval(() => q.tick(), TOAST_TICK_MS)
    return () => clearInterval(timer)
  }, [list.length, q])

  const shown: (ToastInput & { id: number })[] = enhanced ? list : toast ? [{ ...toast, id: 0 }] : []
  return (
    <>
      <div
        aria-label={t('toasts.region')}
        role="region"
        className="toast-region pointer-events-none inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4"
      >
        {shown.map((item) => (
          <div
            key={item.id}
            role={item.type === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-md border px-4 py-3 shadow-lg ${
              item.type === 'error'
                ? 'border-red-300 bg-red-50 text-red-900'
                : 'border-green-300 bg-green-50 text-green-950'
            }`}
          >
            <div className="flex-1">
              <p className="font-semibold">{item.title}</p>
              {item.description ? <p className="text-sm">{item.description}</p> : null}
              {item.link ? (
                <Link to={item.link.href} className="text-sm font-semibold underline">
                  {item.link.label}
                </Link>
              ) : null}
            </div>
            {enhanced ? (
              <button
                type="button"
                onClick={() => q.remove(item.id)}
                className="toast-close"
                aria-label={t('toasts.dismiss')}
              >
                ×
              </button>
            ) : null}
          </div>
        ))}
      </div>
      {/* Outside the region: its pointer-events-none would reach the dialog's button. */}
      {confirmation ? (
        <Suspense fallback={null}>
          <SignInConfirmationDialog
            title={confirmation.title}
            onContinue={() => setContinuedFrom(confirmation)}
          />
        </Suspense>
      ) : null}
      {withDialog?.dialog && locale ? (
        <Suspense fallback={null}>
          <ToastDialog
            kind={withDialog.dialog}
            locale={locale}
            redirectTo={`${location.pathname}${location.search}`}
            onClose={() => setDialogClosedFor(withDialog)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
