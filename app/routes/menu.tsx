import { Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { homePath } from '#app/domain/paths/paths.ts'
import { getI18n } from '#app/i18next.server.ts'
import { menuNs } from '#app/shell/locales/menu.ts'
import { MobileMenuList } from '#app/shell/mobile-menu-list.tsx'
import type { MenuPageData } from '#app/shell/server-menu.ts'
import { getMenu, getUtility } from '#app/features/content/content.server.ts'
import type { Route } from './+types/menu'

/**
 * The menu as a page (`/{locale}/menu`, CMS-111): where the phone header's Menu link leads without
 * JavaScript. Its data is also what the Menu link's dialog and a changed desktop bar read in the
 * browser, where the pages' data carries only the menu's version.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const [menu, utility] = await Promise.all([
    // As in the header: without the content service there is no menu, and the page says so.
    getMenu(shopper).catch((error: unknown) => {
      shopper.logger.warn({ err: error }, 'menu unavailable')
      return null
    }),
    // The utility bar's links, which the phone's bar leaves to the menu: the menu does without them.
    getUtility(shopper).catch((error: unknown) => {
      shopper.logger.warn({ err: error }, 'utility links unavailable')
      return null
    }),
  ])
  return {
    title: getI18n(context).t('meta:menu'),
    locale: shopper.locale.locale,
    menu,
    mobileShopAll: shopper.env.MENU_MOBILE_SHOP_ALL,
    services: utility?.links ?? [],
  } satisfies MenuPageData & Record<string, unknown>
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content')
  const menuText = useTranslation(menuNs).t
  const { locale, menu, mobileShopAll, services } = loaderData
  return (
    <section className="mx-auto max-w-lg px-4 py-8">
      <h1 id="menu-title" className="mb-4 text-3xl font-bold">
        {t('menu.toggle')}
      </h1>
      {menu ? (
        <MobileMenuList
          menu={menu}
          locale={locale}
          mobileShopAll={mobileShopAll}
          services={services}
          labelledBy="menu-title"
        />
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
