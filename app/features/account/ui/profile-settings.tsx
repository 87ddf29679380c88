import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { PasswordField } from '#app/components/password-field.tsx'
import { PROFILE_INTENTS, type ProfileIntent } from '#app/features/account/intents.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { accountPasswordPath } from '#app/domain/paths/paths.ts'
import type { SmsState } from '#app/domain/account/profile-rules.ts'

/** The profile page's smaller forms: email change, SMS subscription, notifications, data request. */

type Result = SubmissionResult<string[]> | null | undefined

function useSubmitting(intent: ProfileIntent) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 border-t border-gray-200 pt-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Submit({ intent, label }: { intent: ProfileIntent; label: string }) {
  const submitting = useSubmitting(intent)
  return (
    <div>
      <button type="submit" name="intent" value={intent} className="btn-primary" disabled={submitting}>
        {label}
      </button>
    </div>
  )
}

/** The email change re-asks for the current password; the password has its own page. */
export function EmailSection({
  email,
  locale,
  lastResult,
}: {
  email: string
  locale: string
  lastResult: Result
}) {
  const { t } = useTranslation(identityNs)
  const [form, fields] = useForm({ id: 'change-email', lastResult })
  return (
    <Section id="profile-email" title={t('profile.email.title')}>
      <p className="mt-2 text-sm">{t('profile.email.current', { email })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField
          field={fields.email!}
          label={t('profile.email.newEmail')}
          type="email"
          autoComplete="email"
        />
        <PasswordField
          resetOn={lastResult}
          field={fields.currentPassword!}
          label={t('profile.email.currentPassword')}
          autoComplete="current-password"
        />
        <Submit intent={PROFILE_INTENTS.changeEmail} label={t('profile.email.submit')} />
      </Form>
      <h3 className="mt-6 font-semibold">{t('profile.password.title')}</h3>
      <p className="mt-1">
        <Link to={accountPasswordPath(locale)} className="underline">
          {t('profile.password.link')}
        </Link>
      </p>
    </Section>
  )
}

/** ACCT-010…012: the SMS subscription's state (pending until the double opt-in) and its button. */
export function SmsSection({
  state,
  phone,
  lastResult,
}: {
  state: SmsState
  phone: string
  lastResult: Result
}) {
  const { t } = useTranslation(identityNs)
  const [form] = useForm({ id: 'sms-subscription', lastResult })
  const on = state === 'pending' || state === 'subscribed'
  return (
    <Section id="profile-sms" title={t('profile.sms.title')}>
      <p className="mt-2 text-sm">{phone ? t('profile.sms.intro', { phone }) : t('profile.sms.noPhone')}</p>
      <p className="mt-2 font-medium" data-sms-state={state}>
        {t(`profile.sms.state.${state}`)}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        {on ? (
          <Submit intent={PROFILE_INTENTS.smsUnsubscribe} label={t('profile.sms.unsubscribe')} />
        ) : (
          <Submit intent={PROFILE_INTENTS.smsSubscribe} label={t('profile.sms.subscribe')} />
        )}
      </Form>
    </Section>
  )
}

function CheckBox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={checked} className="h-4 w-4" />
      {label}
    </label>
  )
}

/** ACCT-034: which channels tell the shopper about their orders. */
export function NotificationsSection({
  settings,
  lastResult,
}: {
  settings: { orderUpdatesByEmail: boolean; orderUpdatesBySms: boolean }
  lastResult: Result
}) {
  const { t } = useTranslation(identityNs)
  const [form] = useForm({ id: 'notification-settings', lastResult })
  return (
    <Section id="profile-notifications" title={t('profile.notifications.title')}>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t('profile.notifications.legend')}</legend>
          <CheckBox
            name="orderUpdatesByEmail"
            label={t('profile.notifications.byEmail')}
            checked={settings.orderUpdatesByEmail}
          />
          <CheckBox
            name="orderUpdatesBySms"
            label={t('profile.notifications.bySms')}
            checked={settings.orderUpdatesBySms}
          />
        </fieldset>
        <Submit intent={PROFILE_INTENTS.saveNotifications} label={t('profile.notifications.submit')} />
      </Form>
    </Section>
  )
}

/** ACCT-033: a confirmed request for a copy of the shopper's data, sent to the profile's email. */
export function DataRequestSection({ email, lastResult }: { email: string; lastResult: Result }) {
  const { t } = useTranslation(identityNs)
  const [form, fields] = useForm({ id: 'request-data', lastResult })
  const confirm = fields.confirm!
  return (
    <Section id="profile-data" title={t('profile.data.title')}>
      <p className="mt-2 text-sm">{t('profile.data.intro', { email })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              id={confirm.id}
              name={confirm.name}
              className="h-4 w-4"
              aria-invalid={confirm.errors ? true : undefined}
              aria-describedby={confirm.errors ? confirm.errorId : undefined}
            />
            {t('profile.data.confirm')}
          </label>
          {confirm.errors ? (
            <ul id={confirm.errorId} className="field-error">
              {confirm.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <Submit intent={PROFILE_INTENTS.requestData} label={t('profile.data.submit')} />
      </Form>
    </Section>
  )
}
