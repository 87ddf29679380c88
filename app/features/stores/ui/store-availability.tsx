import { Suspense, use, useRef, useState, type MouseEvent } from 'react'
import { useFetcher } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { storesNs } from '#app/features/stores/locales/stores.ts'
import type { StockLevel } from '#app/domain/catalog/inventory.ts'
import { preloadable } from '#app/components/preloadable.ts'

// The dialog and its panel load on the first click: they are not part of the PDP's first-load JavaScript.
const storesCode = preloadable(() => import('#app/features/stores/ui/stores-dialog.tsx'), {
  withNavigation: false,
})
const StoresDialog = storesCode.lazy((module) => module.default)

/** The fetcher the dialog reads the store page's data from. */
const PDP_STORES_FETCHER = 'pdp-stores'

/**
 * "Pick up in store" in the buy box (CART-024, CAT-002): the favourite store with its stock of the
 * chosen size, and "Check availability in stores", a link to the product's store page that opens it
 * as a dialog when JavaScript runs.
 */
export function StoreAvailability({
  href,
  name,
  favorite,
}: {
  href: string
  name: string
  favorite: { name: string; level: Promise<StockLevel> | null } | null
}) {
  const { t } = useTranslation(storesNs)
  const fetcher = useFetcher({ key: PDP_STORES_FETCHER })
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLAnchorElement>(null)
  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void fetcher.load(shownVariantHref(href))
    storesCode.whenLoaded(() => setOpen(true))
  }
  return (
    <section aria-labelledby="pickup-title" className="mt-6 rounded border border-gray-300 p-4">
      <h2 id="pickup-title" className="font-semibold">
        {t('pickup.title')}
      </h2>
      {favorite ? (
        <p className="mt-1 text-sm">
          {t('pickup.yourStore', { store: favorite.name })}
          {favorite.level ? (
            <Suspense fallback={null}>
              <Level level={favorite.level} />
            </Suspense>
          ) : null}
        </p>
      ) : null}
      <a ref={opener} href={href} onClick={openDialog} className="mt-2 inline-block text-sm underline">
        {t('pickup.check')}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <StoresDialog
            name={name}
            fetcherKey={PDP_STORES_FETCHER}
            onClose={() => {
              setOpen(false)
              opener.current?.focus()
            }}
          />
        </Suspense>
      ) : null}
    </section>
  )
}

/**
 * The store page for the colour and size the address bar shows. Choosing a size changes the address
 * first and the page a moment later (React Router renders the new page in a transition), so a tap in
 * between would ask for the size before. Another page's address (the shopper is on the way elsewhere)
 * leaves the link as rendered.
 */
export function shownVariantHref(href: string): string {
  const url = new URL(href, window.location.origin)
  if (url.pathname !== `${window.location.pathname}/stores`) return href
  const shown = new URLSearchParams(window.location.search)
  for (const key of ['color', 'size']) {
    const value = shown.get(key)
    if (value) url.searchParams.set(key, value)
  }
  return `${url.pathname}${url.search}`
}

function Level({ level }: { level: Promise<StockLevel> }) {
  const { t } = useTranslation(storesNs)
  return <> · {t(`stock.${use(level)}`)}</>
}
