import { useEffect } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { cartNs } from '#app/features/cart/locales/cart.ts'
import type { CartNoticeView } from '#app/features/cart/page-data.ts'
import { scheduleReload } from '#app/domain/page/reload-guard.ts'

/** CART-052: the cart's notices above the list: delivery changes as information, stock and errors. */
export function CartNotices({ notices, topError }: { notices: CartNoticeView[]; topError?: string }) {
  const { t } = useTranslation(cartNs)
  if (!notices.length && !topError) return null
  return (
    <section aria-label={t('notices')} className="mt-6 space-y-2">
      {topError ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 px-4 py-2 text-sm text-red-800">
          {topError}
        </p>
      ) : null}
      {notices.map((n) => (
        <p
          key={`${n.title ?? ''}${n.message}`}
          className={
            n.tone === 'info'
              ? 'rounded border border-blue-800 bg-blue-50 px-4 py-2 text-sm text-blue-900'
              : 'rounded border border-red-700 bg-red-50 px-4 py-2 text-sm text-red-800'
          }
        >
          {n.title ? <strong className="mr-1">{n.title}:</strong> : null}
          {n.message}
        </p>
      ))}
    </section>
  )
}

const RELOAD_KEY = 'cart-reload-at'

/**
 * The recovery message: the cart expired (CART-058), or the shopper was signed out as an invalid
 * customer (CART-056), in which case the page reloads after 4 s (A11, CONST-012), once.
 */
export function RecoveryNotice({ message, reloadAfterMs }: { message: string; reloadAfterMs?: number }) {
  const { t } = useTranslation(cartNs)
  useEffect(() => {
    if (!reloadAfterMs) return
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0)
    return scheduleReload(reloadAfterMs, last, () => {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
      window.location.reload()
    })
  }, [reloadAfterMs])
  return (
    <div role="alert" className="mt-6 rounded border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p>{message}</p>
      {reloadAfterMs ? <p>{t('reloading')}</p> : null}
    </div>
  )
}
