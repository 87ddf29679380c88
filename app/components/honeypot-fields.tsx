import { HoneypotInputs } from 'remix-utils/honeypot/react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { useNonce } from '#app/components/nonce.tsx'

/**
 * The honeypot's hidden inputs (remix-utils), labelled in the page's language: the field is hidden
 * from sight, but a screen reader or an autofill may still meet its label.
 */
export function HoneypotFields() {
  const { t } = useTranslation()
  const nonce = useNonce()
  return <HoneypotInputs label={t('form.honeypot')} nonce={nonce} />
}
