import {
  getFormProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import { useEnhanced } from '#app/components/use-enhanced.ts'
import { FieldErrors, FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { CONTACT_US_INTENTS } from '#app/features/help/intents.ts'
import { helpNs } from '#app/features/help/locales/help.ts'
import { CONTACT_MESSAGE_MAX } from '#app/domain/help/contact-us.ts'

interface Category {
  code: string
  label: string
  subjects: { code: string; label: string }[]
}

/**
 * The contact-us form (FORM-019..021). Without JavaScript the subject list holds every category's
 * subjects under their category (`<optgroup>`) and the server checks the pair; with JavaScript it
 * holds only the chosen category's subjects.
 */
export function ContactUsForm({
  categories,
  defaults,
  honeypot,
  submissionId,
  lastResult,
}: {
  categories: Category[]
  defaults: { email?: string; firstName?: string; lastName?: string }
  honeypot: HoneypotInputProps
  submissionId: string
  lastResult?: SubmissionResult<string[]> | null
}) {
  const { t } = useTranslation(helpNs)
  const enhanced = useEnhanced()
  const navigation = useNavigation()
  const [form, fields] = useForm<Record<string, string>>({
    id: 'contact-us',
    lastResult,
    defaultValue: defaults,
  })
  const category = fields.category!
  const subject = fields.subject!
  const message = fields.message!
  const [chosen, setChosen] = useState(typeof category.initialValue === 'string' ? category.initialValue : '')
  const groups = enhanced && chosen ? categories.filter((c) => c.code === chosen) : categories
  const submitting =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === CONTACT_US_INTENTS.contactUs
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormErrors errors={form.errors} id={form.errorId} />
      </div>
      <HoneypotFields {...honeypot} />
      <input type="hidden" name="submissionId" value={submissionId} />
      <TextField field={fields.firstName!} label={t('contact.firstName')} autoComplete="given-name" />
      <TextField field={fields.lastName!} label={t('contact.lastName')} autoComplete="family-name" />
      <TextField field={fields.email!} label={t('contact.email')} type="email" autoComplete="email" />
      <TextField field={fields.phone!} label={t('contact.phone')} type="tel" autoComplete="tel" optional />
      <div>
        <label htmlFor={category.id} className="text-sm font-medium">
          {t('contact.category')}
        </label>
        <select
          {...getSelectProps(category)}
          key={category.key}
          className="field-input"
          onChange={(event) => setChosen(event.currentTarget.value)}
        >
          <option value="">{t('common:form.choose')}</option>
          {categories.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </select>
        <FieldErrors field={category} />
      </div>
      <div>
        <label htmlFor={subject.id} className="text-sm font-medium">
          {t('contact.subject')}
        </label>
        <select {...getSelectProps(subject)} key={`${subject.key ?? ''}-${chosen}`} className="field-input">
          <option value="">{t('common:form.choose')}</option>
          {groups.map((c) => (
            <optgroup key={c.code} label={c.label}>
              {c.subjects.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldErrors field={subject} />
      </div>
      <TextField field={fields.orderNumber!} label={t('contact.orderNumber')} optional />
      <div className="sm:col-span-2">
        <label htmlFor={message.id} className="text-sm font-medium">
          {t('contact.message')}
        </label>
        <p id={`${message.id}-hint`} className="text-sm text-gray-700">
          {t('contact.messageHint', { count: CONTACT_MESSAGE_MAX })}
        </p>
        <textarea
          {...getTextareaProps(message)}
          key={message.key}
          aria-describedby={[`${message.id}-hint`, message.errors?.length ? message.errorId : null]
            .filter(Boolean)
            .join(' ')}
          maxLength={CONTACT_MESSAGE_MAX}
          rows={6}
          className="field-input w-full"
        />
        <FieldErrors field={message} />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          name="intent"
          value={CONTACT_US_INTENTS.contactUs}
          className="btn-primary"
          disabled={submitting}
        >
          {submitting ? t('contact.sending') : t('contact.submit')}
        </button>
      </div>
    </Form>
  )
}
