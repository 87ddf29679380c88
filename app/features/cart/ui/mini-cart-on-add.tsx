import { lazy, Suspense, useState } from 'react'
import type { MiniCartView } from '#app/features/cart/views.ts'
/**
 * The mini cart's code. It is not part of the product page's first-load JavaScript: it is fetched when
 * the shopper sends an add, beside the add itself, so that it is there when the answer is and the panel
 * opens with it (the browser fetches a module once, however often it is imported).
 */
const loadMiniCart = () => import('./mini-cart.tsx')

const MiniCart = lazy(loadMiniCart)

/**
 * Opens the mini cart (CART-025) for each new answer of an enhanced add-to-cart fetcher, until the
 * shopper closes it. `added` is the fetcher's latest `miniCart` once it is idle; `pending`, whether an
 * add is on its way (the panel's code is fetched from then).
 */
export function MiniCartOnAdd({
  added,
  pending,
  locale,
}: {
  added: MiniCartView | undefined
  pending?: boolean
  locale: string
}) {
  const [closed, setClosed] = useState<MiniCartView | null>(null)
  // Asked for while rendering, as React's own preloads are: the browser fetches it once, and a failed
  // fetch shows when the panel would open, as it did when the panel alone asked for it.
  if (pending) loadMiniCart().catch(() => undefined)
  const open = added && added !== closed ? added : null
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <MiniCart view={open} locale={locale} onClose={() => setClosed(open)} />
    </Suspense>
  )
}
