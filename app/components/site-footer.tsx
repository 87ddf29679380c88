import { lazy, useRef } from 'react'
import type { Footer } from '#app/models/content.ts'
import { StaticIsland, useStaticLinks } from './static-island.tsx'

const SiteFooterContent = import.meta.env.SSR
  ? (await import('./site-footer-content.tsx')).SiteFooterContent
  : lazy(() => import('./site-footer-content.tsx').then((m) => ({ default: m.SiteFooterContent })))

/**
 * The site footer (CMS-008). Nothing in it but links, so the browser does not hydrate it: the server's
 * markup stays, and its links navigate client-side (static-island.tsx).
 */
export function SiteFooter({ footer, locale }: { footer: Footer | null; locale: string }) {
  const island = useRef<HTMLElement>(null)
  useStaticLinks(island)
  return (
    <StaticIsland ref={island} version={[footer, locale]}>
      <SiteFooterContent footer={footer} locale={locale} />
    </StaticIsland>
  )
}
