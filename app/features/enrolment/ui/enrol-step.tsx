import type { ReactNode } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'

/** The frame of an enrolment step page: its number (1–5 for the profile steps), title and intro. */
export function EnrolStep({
  number,
  title,
  intro,
  children,
}: {
  number?: number
  title: string
  intro?: string
  children?: ReactNode
}) {
  const { t } = useTranslation(identityNs)
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      {number ? (
        <p className="text-sm font-semibold text-gray-700">{t('enrol.stepOf', { step: number })}</p>
      ) : null}
      <h1 className="text-2xl font-bold">{title}</h1>
      {intro ? <p className="mt-1 text-sm text-gray-700">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  )
}
