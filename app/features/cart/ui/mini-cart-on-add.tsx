import { Suspense, useState } from 'react'
import { preloadable } from '#app/components/preloadable.ts'
import type { MiniCartView } from '#app/features/cart/views.ts'
/**
 * The mini cart's code. It is not part of the product page's first-load JavaScript: it is fetched when
 * the shopper sends an add, beside the add itself, so that it is there when the answer is and the panel
 * opens with it. Rendered once its code is in, the panel shows at once: React's `lazy` would suspend
 * its first render on a promise of its own whatever was loaded, and React holds content that a
 * suspended boundary reveals for up to 300 ms, which the shopper's first add waited for.
 */
const miniCart = preloadable(() => import('./mini-cart.tsx'), { withNavigation: false })

const MiniCart = miniCart.lazy((module) => module.default)

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
  if (pending) miniCart.load().catch(() => undefined)
  const open = added && added !== closed ? added : null
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <MiniCart view={open} locale={locale} onClose={() => setClosed(open)} />
    </Suspense>
  )
}
