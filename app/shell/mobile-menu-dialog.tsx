import { useRef } from 'react'
import { useTranslation } from '../components/i18n.tsx'
import { PageDialog } from '../components/page-dialog.tsx'
import { menuNs } from '../locales/menu.ts'
import { MobileMenuList, useRootMenu } from './mobile-menu-list.tsx'

/**
 * The phone's menu in a dialog (the menu page is its no-JavaScript path), loaded on the first open: a
 * bottom sheet on a phone, focus moved in and back to the Menu link on closing (Escape or Close). It
 * closes when a link in it navigates.
 */
export default function MobileMenuDialog({ locale, onClose }: { locale: string; onClose: () => void }) {
  const { menu, mobileShopAll } = useRootMenu()
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
        {menu ? (
          <MobileMenuList
            menu={menu}
            locale={locale}
            mobileShopAll={mobileShopAll}
            labelledBy="menu-dialog-title"
          />
        ) : (
          <p role="status">{menuText('unavailable')}</p>
        )}
      </div>
    </PageDialog>
  )
}
