import { lazy, Suspense, useState } from 'react'
import type { MiniCartView } from '#app/features/cart/views.ts'

// Loaded after the first add: the panel is not part of the product page's first-load JavaScript.
const MiniCart = lazy(() => import('./mini-cart.tsx'))

/**
 * Opens the mini cart (CART-025) for each new answer of an enhanced add-to-cart fetcher, until the
 * shopper closes it. `added` is the fetcher's latest `miniCart` once it is idle.
 */
export function MiniCartOnAdd({ added, locale }: { added: MiniCartView | undefined; locale: string }) {
  const [closed, setClosed] = useState<MiniCartView | null>(null)
  const open = added && added !== closed ? added : null
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <MiniCart view={open} locale={locale} onClose={() => setClosed(open)} />
    </Suspense>
  )
}
