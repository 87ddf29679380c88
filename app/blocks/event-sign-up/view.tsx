import { getFormProps, getInputProps, useForm, type FieldMetadata } from '@conform-to/react'
import { Link, useFetcher, useLocation } from 'react-router'
import { FieldErrors, FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import type { EventSignUpBlock, EventSignUpView } from './schema.ts'
import {
  EVENT_INTENTS,
  type EventAnswer,
  type EventRegistrationResult,
} from '#app/domain/content/event-sign-up.ts'
import { signInPath, signUpPath } from '#app/domain/paths/paths.ts'
import { eventRegistrationPath } from '#app/domain/paths/self-service-paths.ts'
import type { BlockProps } from '../block.ts'
import { Heading, RichHtml, subLevel } from '../shared/parts.tsx'

type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>

/**
 * Event sign-up (CMS-081, FORM-010..FORM-018): the event's title, dates and text, then the step the
 * shopper is at. A guest is asked to sign in or create an account, coming back here afterwards
 * (FORM-010); a signed-in shopper gets the join form with their email locked (FORM-007), the days to
 * choose for a multi-day event (FORM-015) and a guest's name when the event allows one (FORM-016).
 * The form posts to the registration route: with JavaScript through a fetcher, so the confirmation
 * (FORM-017) or the service's message (FORM-018) shows here; without, that route's page shows them.
 * `answer` and `page` are the registration page's: the answer it is showing and the event's page.
 */
export default function EventSignUp({
  block,
  locale,
  headingLevel,
  answer,
  page,
}: BlockProps<EventSignUpBlock> & { answer?: EventAnswer; page?: string }) {
  const location = useLocation()
  const fetcher = useFetcher<EventRegistrationResult>({ key: `event-${block.eventId}` })
  const view = block.signUp
  if (!view) return null
  const shown = fetcher.data?.answer ?? answer
  const eventPage = page ?? location.pathname
  const level = subLevel(headingLevel)
  const step = shown?.step === 'sign-in' || !view.signedIn ? 'sign-in' : (shown?.step ?? 'join')
  return (
    <section aria-labelledby={`event-${block.eventId}-title`} className="mx-auto max-w-2xl px-4">
      <Heading level={headingLevel} id={`event-${block.eventId}-title`} className="text-2xl font-bold">
        {block.title}
      </Heading>
      <p className="mt-1 font-semibold text-gray-700">{view.dates}</p>
      {block.richText ? <RichHtml html={block.richText} locale={locale} className="mt-3" /> : null}
      <div className="mt-6">
        {step === 'sign-in' ? <SignInStep locale={locale} back={eventPage} /> : null}
        {step === 'confirmation' ? <Confirmation block={block} level={level} /> : null}
        {step === 'unavailable' ? <Unavailable /> : null}
        {step === 'join' ? (
          <JoinForm
            block={block}
            view={view}
            locale={locale}
            page={eventPage}
            fetcher={fetcher}
            lastResult={shown?.step === 'join' ? shown.result : undefined}
          />
        ) : null}
      </div>
    </section>
  )
}

/** FORM-010: the sign-in step, with sign-up instead; both pages bring the shopper back to the event. */
function SignInStep({ locale, back }: { locale: string; back: string }) {
  const { t } = useTranslation(blocksNs)
  return (
    <div className="rounded-md border border-gray-300 p-4">
      <p>{t('events.signInPrompt')}</p>
      <p className="mt-3 flex flex-wrap items-center gap-4">
        <Link to={signInPath(locale, back)} className="btn-primary">
          {t('events.signIn')}
        </Link>
        <span>
          {t('events.signUpPrompt')}{' '}
          <Link to={signUpPath(locale, back)} className="font-semibold underline">
            {t('events.signUp')}
          </Link>
        </span>
      </p>
    </div>
  )
}

/** One function for every render, so React calls it when the element mounts, not on each render. */
function focusOnMount(node: HTMLElement | null) {
  node?.focus()
}

/** FORM-017: the editor's confirmation texts; focus moves to them when they replace the form. */
function Confirmation({ block, level }: { block: EventSignUpBlock; level: 1 | 2 | 3 | 4 }) {
  const { t } = useTranslation(blocksNs)
  return (
    <div role="status" className="rounded-md border border-green-700 bg-green-50 p-4 text-green-900">
      <div tabIndex={-1} ref={focusOnMount} className="focus:outline-none">
        <Heading level={level} className="text-xl font-bold">
          {block.confirmationTitle ?? t('events.confirmed')}
        </Heading>
      </div>
      <p className="mt-1">{block.confirmationSubtitle ?? t('events.confirmedText')}</p>
    </div>
  )
}

function Unavailable() {
  const { t } = useTranslation(blocksNs)
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      {t('events.unavailable')}
    </p>
  )
}

/** FORM-013: attendingDays, eventTermsAccepted and plusOne; the email shown locked (FORM-007). */
function JoinForm({
  block,
  view,
  locale,
  page,
  fetcher,
  lastResult,
}: {
  block: EventSignUpBlock
  view: EventSignUpView
  locale: string
  page: string
  fetcher: ReturnType<typeof useFetcher<EventRegistrationResult>>
  lastResult: Extract<EventAnswer, { step: 'join' }>['result'] | undefined
}) {
  const { t } = useTranslation(blocksNs)
  const [form, fields] = useForm({ id: `event-${block.eventId}`, lastResult })
  const submitting = fetcher.state !== 'idle'
  const emailId = `${form.id}-email`
  return (
    <fetcher.Form
      method="post"
      action={eventRegistrationPath(locale)}
      {...getFormProps(form)}
      className="grid gap-4"
    >
      <FormErrors errors={form.errors} id={form.errorId} />
      <HoneypotFields {...view.honeypot} />
      <input type="hidden" name="eventId" value={block.eventId} />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="formKey" value={view.formKey} />
      <div>
        <label htmlFor={emailId} className="text-sm font-medium">
          {t('events.email')}
        </label>
        <input
          id={emailId}
          type="email"
          value={view.email ?? ''}
          readOnly
          autoComplete="email"
          className="field-input bg-gray-100"
        />
      </div>
      {view.days.length >= 2 ? <DayChoice field={fields.attendingDays as Field} days={view.days} /> : null}
      {block.enablePlusOne ? (
        <TextField field={fields.plusOne as Field} label={t('events.plusOne')} autoComplete="off" optional />
      ) : null}
      <TermsField field={fields.eventTermsAccepted as Field} label={t('events.terms')} />
      <div>
        <button
          type="submit"
          name="intent"
          value={EVENT_INTENTS.register}
          className="btn-primary"
          disabled={submitting}
        >
          {submitting ? t('events.submitting') : (block.submitCtaLabel ?? t('events.submit'))}
        </button>
      </div>
    </fetcher.Form>
  )
}

/** FORM-015: a box per day of a multi-day event; what was ticked stays ticked after an error. */
function DayChoice({ field, days }: { field: Field; days: EventSignUpView['days'] }) {
  const { t } = useTranslation(blocksNs)
  const initial = field.initialValue
  const ticked = new Set(Array.isArray(initial) ? initial : typeof initial === 'string' ? [initial] : [])
  const invalid = Boolean(field.errors?.length)
  return (
    <fieldset aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="text-sm font-medium">{t('events.days')}</legend>
      <div className="mt-1 grid gap-1">
        {days.map((day) => {
          const id = `${field.id}-${day.value}`
          return (
            <div key={day.value} className="flex items-center gap-2">
              <input
                id={id}
                type="checkbox"
                name={field.name}
                value={day.value}
                defaultChecked={ticked.has(day.value)}
                className="h-4 w-4"
              />
              <label htmlFor={id}>{day.label}</label>
            </div>
          )
        })}
      </div>
      <FieldErrors field={field} />
    </fieldset>
  )
}

/** VAL-044: the event terms box, its error tied to it. */
function TermsField({ field, label }: { field: Field; label: string }) {
  const props = getInputProps(field, { type: 'checkbox' })
  return (
    <div>
      <div className="flex items-start gap-2">
        <input {...props} key={props.key} className="mt-1 h-4 w-4" />
        <label htmlFor={field.id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldErrors field={field} />
    </div>
  )
}
