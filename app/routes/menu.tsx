import { Link } from 'react-router'
import { useTranslation } from '#app/components/i18n.tsx'
import { getShopper } from '#app/context.server.ts'
import { homePath } from '#app/domain/paths/paths.ts'
import { getI18n } from '#app/i18next.server.ts'
import { menuNs } from '#app/locales/menu.ts'
import { MobileMenuList, useRootMenu } from '#app/shell/mobile-menu-list.tsx'
import type { Route } from './+types/menu'

/**
 * The menu as a page (`/{locale}/menu`, CMS-111): where the phone header's Menu link leads without
 * JavaScript (with it, the same menu opens in a dialog). The menu is the root's, as in the header.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { title: getI18n(context).t('meta:menu'), locale: getShopper(context).locale.locale }
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content')
  const menuText = useTranslation(menuNs).t
  const { menu, mobileShopAll } = useRootMenu()
  const { locale } = loaderData
  return (
    <section className="mx-auto max-w-lg px-4 py-8">
      <h1 id="menu-title" className="mb-4 text-3xl font-bold">
        {t('menu.toggle')}
      </h1>
      {menu ? (
        <MobileMenuList menu={menu} locale={locale} mobileShopAll={mobileShopAll} labelledBy="menu-title" />
      ) : (
        <>
          <p role="status">{menuText('unavailable')}</p>
          <Link to={homePath(locale)} className="btn-secondary mt-6 inline-block">
            {menuText('home')}
          </Link>
        </>
      )}
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

// The same for every guest of a market: shared when the visitor has no state of their own (decision 052).
export { guestCacheableHeaders as headers } from '#app/platform/cache/cache-policy.ts'
