import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'

/** What pay later is (CHK-036): the same words in the dialog and on its page. */
export function PayLaterInfo() {
  const { t } = useTranslation(tendersNs)
  return (
    <div className="space-y-3 text-sm text-gray-800">
      <p>{t('payLater.infoIntro')}</p>
      <p>{t('payLater.infoHow')}</p>
      <p>{t('payLater.infoWhen')}</p>
      <p>{t('payLater.infoDecline')}</p>
    </div>
  )
}
