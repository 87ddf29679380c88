import { useRef } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { PageDialog, usePageData } from '../components/page-dialog.tsx'
import { menuNs } from './locales/menu.ts'
import { MobileMenuList } from './mobile-menu-list.tsx'
import type { MenuPageData } from './server-menu.ts'
import { menuPath } from '#app/domain/paths/paths.ts'

/**
 * The phone's menu in a dialog (the menu page is its no-JavaScript path), loaded on the first open: a
 * bottom sheet on a phone, focus moved in and back to the Menu link on closing (Escape or Close). It
 * closes when a link in it navigates.
 */
export default function MobileMenuDialog({ locale, onClose }: { locale: string; onClose: () => void }) {
  const page = usePageData<MenuPageData>(menuPath(locale))
  const { t } = useTranslation('content')
  const menuText = useTranslation(menuNs).t
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <PageDialog
      dialogRef={dialog}
      titleId="menu-dialog-title"
      title={t('menu.toggle')}
      closeLabel={menuText('close')}
      onClose={onClose}
    >
      <div className="mt-4">
        {page?.menu ? (
          <MobileMenuList
            menu={page.menu}
            locale={locale}
            mobileShopAll={page.mobileShopAll}
            services={page.services}
            labelledBy="menu-dialog-title"
          />
        ) : (
          <p role="status">{menuText(page ? 'unavailable' : 'loading')}</p>
        )}
      </div>
    </PageDialog>
  )
}
