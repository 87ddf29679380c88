import { NavLink } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { accountNavFor } from '#app/domain/paths/account-nav.ts'

/** The account's navigation: every account page, the current one marked (`aria-current="page"`). */
export function AccountNav({ locale, employee }: { locale: string; employee: boolean }) {
  const { t } = useTranslation(identityNs)
  return (
    <nav aria-label={t('account.nav.label')} className="text-sm">
      <ul className="flex flex-wrap gap-x-4 gap-y-2 md:flex-col">
        {accountNavFor(employee).map((item) => (
          <li key={item.key}>
            <NavLink
              to={item.path(locale)}
              end
              className="underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline"
            >
              {t(`account.nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
