import { Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { associateLoginPath } from '#app/domain/paths/paths.ts'

/**
 * While an associate is connected (INSTORE-002), every page says so under the header, with the way to
 * the associate page where the in-store session ends (INSTORE-004).
 */
export function InStoreBar({ locale, store, employee }: { locale: string; store: string; employee: string }) {
  const { t } = useTranslation()
  return (
    <div className="bg-amber-100 px-4 py-2 text-sm text-amber-950">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1">
        <span>{t('inStore.banner', { store, employee })}</span>
        <Link to={associateLoginPath(locale)} className="font-semibold underline">
          {t('inStore.manage')}
        </Link>
      </p>
    </div>
  )
}
