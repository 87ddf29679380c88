import { useId } from 'react'
import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { useNonce } from '#app/components/nonce.tsx'

/**
 * The honeypot's hidden inputs, as remix-utils' `<HoneypotInputs>` draws them (the same names, the
 * trap hidden by a rule of its own, the sealed time read only), labelled in the page's language: the
 * field is hidden from sight, but a screen reader or an autofill may still meet its label. Its ids are
 * the form's own: remix-utils names them after the fields, so a page with two such forms (the footer's
 * newsletter and the page's) had each id twice, and each label named the first form's field. The
 * trap's autocomplete is a valid "off" (remix-utils' "nope" is no value at all). Its names and sealed
 * time are the loader's (`honeypotInputProps()`).
 */
export function HoneypotFields({
  nameFieldName,
  validFromFieldName,
  encryptedValidFrom,
}: HoneypotInputProps) {
  const { t } = useTranslation()
  const nonce = useNonce()
  const id = useId()
  const label = t('form.honeypot')
  return (
    <div className="__honeypot_inputs" aria-hidden="true">
      <style nonce={nonce}>{'.__honeypot_inputs { display: none; }'}</style>
      <label htmlFor={`${id}-trap`}>{label}</label>
      <input
        id={`${id}-trap`}
        name={nameFieldName}
        type="text"
        defaultValue=""
        autoComplete="off"
        tabIndex={-1}
      />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={`${id}-from`}>{label}</label>
          <input
            id={`${id}-from`}
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  )
}
