import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useRef, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { EnhancedField } from '#app/components/enhanced-field.tsx'
import { FormErrors, SelectField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { PasswordField } from '#app/components/password-field.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { GENDERS, type SignUpFieldId, type TermsBox } from '#app/domain/identity/sign-up-config.ts'
import {
  formatTypedPhone,
  isValidNationalPhone,
  phoneMaskFor,
  type PhoneRegion,
  selectedPhoneRules,
  typedNationalDigits,
} from '#app/validation/phone-rules.ts'

import { CheckBox, Input, SmsOptIn, type Field } from './sign-up-fields.tsx'
import { contentPath } from '#app/domain/paths/paths.ts'
import { SIGN_UP_INTENTS } from '#app/features/identity/intents.ts'
import { CaptchaField } from '#app/components/captcha-field.tsx'
import { CAPTCHA_ACTIONS } from '#app/domain/identity/captcha.ts'

/** What the sign-up form needs to render for one site, computed on the server. */
export interface SignUpFormView {
  fieldOrder: readonly SignUpFieldId[]
  required: { birthDate: boolean; phone: boolean; gender: boolean; postalCode: boolean }
  terms: readonly TermsBox[]
  requiredTerms: readonly TermsBox[]
  smsOptIn: boolean
  region: PhoneRegion
  country: string
  phoneMask: string
  /** PLAT-057: the phone-code choices (the service's country list, else the local table), by country code. */
  phoneCodes: { value: string; label: string }[]
  /** The site country's code, chosen until the shopper picks another. */
  phoneCode: string
  /** The phone codes of dial code 1, whose numbers follow North America's rule (VAL-020). */
  naPhoneCodes: readonly string[]
  postalCodeMask?: string
  /** YYYY-MM-DD bounds from the server time (VAL-031). */
  birthDate: { min: string; max: string }
  minimalAge: number
}

export interface HoneypotProps {
  nameFieldName: string
  validFromFieldName: string | null
  encryptedValidFrom: string
}

const TERMS_PAGES: Record<TermsBox, string> = {
  policy: 'privacy',
  brandTerms: 'brand-terms',
  loyaltyTerms: 'loyalty-terms',
}

/**
 * The sign-up form (000 §2 Sign-up form; AUTH-018..AUTH-020, AUTH-027, AUTH-028): fields in the
 * site's order, the password checklist, consent boxes and the SMS opt-in. The server validates every
 * post with the sign-up schema (decision 004); errors and typed values come back through `lastResult`.
 * It posts to `action`, so a page or a dialog can host it (AUTH-029).
 */
export function SignUpForm({
  view,
  lastResult,
  honeypot,
  locale,
  action,
  hidden = {},
  defaultValue,
  FormComponent = Form,
  submitting: fetcherSubmitting,
  idPrefix = '',
}: {
  view: SignUpFormView
  lastResult?: SubmissionResult<string[]> | null
  honeypot: HoneypotProps
  locale: string
  action?: string
  hidden?: Record<string, string | undefined>
  defaultValue?: Record<string, string | undefined>
  /** `Form` on the page, a fetcher's `Form` in the dialog. */
  FormComponent?: ComponentType<ComponentProps<typeof Form>>
  /** The dialog's fetcher state; the page reads the navigation. */
  submitting?: boolean
  /** Keeps the dialog's field ids apart from a page form behind it. */
  idPrefix?: string
}) {
  const { t } = useTranslation(identityNs)
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: `${idPrefix}sign-up`,
    lastResult,
    defaultValue: { phoneCode: view.phoneCode, ...defaultValue },
  })
  const f = fields as unknown as Record<string, Field>
  const submitting =
    fetcherSubmitting ??
    (navigation.state === 'submitting' && navigation.formData?.get('intent') === SIGN_UP_INTENTS.signUp)

  const [smsTicked, setSmsTicked] = useState(f.optInAccepted!.initialValue === 'on')
  const smsBox = useRef<HTMLInputElement>(null)
  // VAL-020/VAL-021: the number follows the rules and mask of the phone code chosen beside it.
  const phoneCode = typeof f.phoneCode!.value === 'string' ? f.phoneCode!.value : view.phoneCode
  const phoneRules = selectedPhoneRules(phoneCode, view.naPhoneCodes, view)
  const phoneMask =
    phoneCode === view.phoneCode ? view.phoneMask : phoneMaskFor(phoneRules.country, phoneRules.region)

  const render: Record<SignUpFieldId, () => ReactNode> = {
    firstName: () => <Input field={f.firstName!} label={t('signUp.firstName')} autoComplete="given-name" />,
    lastName: () => <Input field={f.lastName!} label={t('signUp.lastName')} autoComplete="family-name" />,
    email: () => <Input field={f.email!} label={t('signUp.email')} type="email" autoComplete="email" />,
    password: () => (
      <PasswordField
        resetOn={lastResult}
        field={f.password!}
        label={t('signUp.password')}
        autoComplete="new-password"
        checklist
      />
    ),
    birthDate: () => (
      <Input
        field={f.birthDate!}
        label={t('signUp.birthDate')}
        type="date"
        autoComplete="bday"
        optional={!view.required.birthDate}
        min={view.birthDate.min}
        max={view.birthDate.max}
        hint={t('signUp.birthDateHint', { age: view.minimalAge })}
      />
    ),
    zipCode: () => (
      <Input
        field={f.postalCode!}
        label={t('signUp.postalCode')}
        autoComplete="postal-code"
        optional={!view.required.postalCode}
        hint={view.postalCodeMask ? t('signUp.postalCodeHint', { mask: view.postalCodeMask }) : undefined}
        format={(value) => value.trim().toUpperCase()}
      />
    ),
    phone: () => (
      <>
        <SelectField
          field={f.phoneCode!}
          label={t('signUp.phoneCode')}
          options={view.phoneCodes}
          autoComplete="tel-country-code"
        />
        <Input
          field={f.phone!}
          label={t('signUp.phone')}
          type="tel"
          autoComplete="tel-national"
          optional={!view.required.phone}
          hint={t('signUp.phoneHint', { mask: phoneMask })}
          format={(value) => formatTypedPhone(value, phoneMask, phoneRules)}
          onChange={(value) => {
            // AUTH-028: the opt-in does not survive the phone becoming invalid for the chosen code. An
            // international number (+…) is the server's to judge: the browser has no dial-code table.
            if (value.trim().startsWith('+')) return
            if (isValidNationalPhone(typedNationalDigits(value, phoneRules), phoneRules)) return
            if (smsBox.current) smsBox.current.checked = false
            setSmsTicked(false)
          }}
        />
        {view.smsOptIn ? (
          <SmsOptIn
            field={f.optInAccepted!}
            checked={smsTicked}
            onChange={setSmsTicked}
            boxRef={smsBox}
            locale={locale}
          />
        ) : null}
      </>
    ),
    gender: () => (
      <SelectField
        field={f.gender!}
        label={
          view.required.gender ? t('signUp.gender') : `${t('signUp.gender')} (${t('common:form.optional')})`
        }
        options={GENDERS.map((value) => ({ value, label: t(`signUp.genders.${value}`) }))}
        autoComplete="sex"
      />
    ),
  }

  return (
    <FormComponent method="post" action={action} {...getFormProps(form)} className="grid gap-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <HoneypotFields {...honeypot} />
      <CaptchaField action={CAPTCHA_ACTIONS.signUp} />
      {/* With JavaScript the interests step opens as a dialog over the next page (AUTH-025). */}
      <EnhancedField />
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {view.fieldOrder.map((id) => (
        <div key={id}>{render[id]()}</div>
      ))}
      <CheckBox field={f.newsletter!} label={t('signUp.newsletter')} />
      {view.terms.map((box) => (
        <CheckBox
          key={box}
          field={f[box]!}
          label={t(`signUp.terms.${box}`)}
          optional={!view.requiredTerms.includes(box)}
          link={{ href: contentPath(locale, TERMS_PAGES[box]), label: t(`signUp.termsLinks.${box}`) }}
        />
      ))}
      <div>
        <button
          type="submit"
          name="intent"
          value={SIGN_UP_INTENTS.signUp}
          className="btn-primary"
          disabled={submitting}
        >
          {submitting ? t('signUp.submitting') : t('signUp.submit')}
        </button>
      </div>
    </FormComponent>
  )
}
