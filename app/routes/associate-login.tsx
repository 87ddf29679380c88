import { answerField } from '#app/components/action-answer.ts'
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { FormErrors, SelectField } from '#app/components/form-field.tsx'
import { PasswordField } from '#app/components/password-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper, requestInfoContext, type Shopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { instoreNs } from '#app/features/in-store/locales/instore.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { isStoreIdFormat } from '#app/domain/stores/in-store.ts'
import { agentLogin, listEmployees } from '#app/features/in-store/api/in-store.server.ts'
import { signOutShopper } from '#app/features/cart/cart-session.server.ts'
import { isSignedIn } from '#app/features/identity/session.server.ts'
import {
  connectedAssociate,
  clearInStoreContext,
  startInStoreSession,
} from '#app/features/in-store/index.server.ts'
import { signOutUpstream } from '#app/features/identity/api/auth.server.ts'
import { listStores } from '#app/features/store-directory/api/stores.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { AssociateLoginSchema } from '#app/features/in-store/schemas/associate-login.ts'
import type { Route } from './+types/associate-login'
import { associateLoginPath, homePath, tooManyRequestsPath } from '#app/domain/paths/paths.ts'
import { ASSOCIATE_LOGIN_INTENT_NAMES, ASSOCIATE_LOGIN_INTENTS } from '#app/features/identity/intents.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'

/**
 * /associate-login (INSTORE-001..005, AUTH-034): a store associate connects to a store to buy on behalf
 * of a shopper, and ends the in-store session here. Two steps that work without JavaScript: choose the
 * store (a GET form, `?store=`), then the employee and password (a post). While connected the page
 * shows who is connected and the button that ends it; the connection also ends with the shift. The
 * employee list is read for a store id only, and only so often per client (limitEmployeeListReads).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const { locale } = shopper.locale
  // Past the employee-list limit, a data request (the store form with JavaScript) goes to the page
  // that says to wait; a document request was already answered with it (limitEmployeeListReads).
  const { rateLimited } = context.get(requestInfoContext)
  if (rateLimited) {
    throw redirect(tooManyRequestsPath(locale), {
      headers: { 'Retry-After': String(rateLimited.retryAfterSeconds) },
    })
  }
  const connected = connectedAssociate(shopper) ?? null
  const title = getI18n(context).t('meta:associateLogin')
  if (connected) return { locale, connected, stores: [], employees: null, title }
  const storeId = new URL(request.url).searchParams.get('store')?.trim() ?? ''
  const [stores, employees] = await Promise.all([
    storeChoices(shopper),
    // INSTORE-010: a store's associates only for a chosen store; no store, no list.
    isStoreIdFormat(storeId) ? employeesOf(shopper, storeId) : null,
  ])
  return { locale, connected: null, stores, employees, title }
}

/** Every store, for the first step; without the list the associate types the store id instead. */
async function storeChoices(shopper: Shopper) {
  try {
    const { stores } = await listStores(shopper.api)
    return stores.map((s) => ({ value: s.id, label: [s.name, s.city].filter(Boolean).join(', ') }))
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ err: error }, 'store list unavailable for associate login')
    return []
  }
}

/** The chosen store's associates; null when the store is unknown or the list fails. */
async function employeesOf(shopper: Shopper, storeId: string) {
  try {
    const list = await listEmployees(shopper.api, storeId)
    return {
      storeId: list.storeId,
      storeName: list.storeName ?? list.storeId,
      options: list.employees.map((e) => ({
        value: e.employeeId,
        label: `${e.firstName} ${e.lastName} (${e.employeeId})`,
      })),
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.info({ errorId: error.errorId, storeId }, 'associate login: store has no employee list')
    return null
  }
}

/** The page's posts, listed in ASSOCIATE_LOGIN_INTENTS (features/identity/intents.ts); any other is 400. */
export async function action({ request, context }: Route.ActionArgs) {
  const shopper = getShopper(context)
  const formData = await request.formData()
  switch (readIntent(formData, ASSOCIATE_LOGIN_INTENT_NAMES)) {
    case ASSOCIATE_LOGIN_INTENTS.connect:
      return connect(shopper, formData, getI18n(context).t)
    case ASSOCIATE_LOGIN_INTENTS.disconnect:
      // The button alone: nothing else to read.
      return endInStoreSession(shopper, shopper.locale.locale, getI18n(context).t('ended', { ns: 'instore' }))
    default:
      return badRequest()
  }
}

/** INSTORE-001: the associate's store, employee id and password; upstream refusals show above the form. */
async function connect(shopper: Shopper, formData: FormData, t: TFunction) {
  const { locale } = shopper.locale
  const submission = parseWithZod(formData, { schema: AssociateLoginSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const { storeId, employeeId, password } = submission.value
  try {
    const context = await agentLogin(shopper.api, { storeId, employeeId, password })
    startInStoreSession(shopper, context)
    return redirectWithToast(homePath(locale), {
      type: 'success',
      title: t('connected', { ns: 'instore', store: context.storeName, employee: context.storeEmployeeName }),
    })
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.info({ errorId: error.errorId, status: error.status, storeId }, 'associate login refused')
    return data(
      {
        result: submission.reply({
          formErrors: [errorMessage(error.errorId, error.message, t)],
          hideFields: ['password'],
        }),
      },
      { status: 400 },
    )
  }
}

/**
 * INSTORE-004: the in-store data goes, the shopper the associate served is signed out (upstream too),
 * and the associate lands back on this page.
 */
async function endInStoreSession(shopper: Shopper, locale: string, message: string) {
  const refreshToken = shopper.session.get('refreshToken')
  if (isSignedIn(shopper) && refreshToken) {
    try {
      await signOutUpstream(shopper.api, refreshToken)
    } catch (error) {
      if (!isApiError(error)) throw error
      shopper.logger.warn({ err: error }, 'upstream sign-out failed while ending the in-store session')
    }
  }
  signOutShopper(shopper)
  clearInStoreContext(shopper)
  return redirectWithToast(associateLoginPath(locale), { type: 'success', title: message })
}

export default function AssociateLoginPage({ loaderData }: Route.ComponentProps) {
  const { locale, connected, stores, employees } = loaderData
  const { t } = useTranslation(instoreNs)
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {connected ? (
        <Connected locale={locale} store={connected.storeName} employee={connected.storeEmployeeName} />
      ) : (
        <>
          <p className="mt-1 mb-6 text-sm text-gray-700">{t('intro')}</p>
          <Form method="get" className="grid gap-4" aria-label={t('chooseStore')}>
            <div>
              <label htmlFor="store" className="text-sm font-medium">
                {t('store')}
              </label>
              {stores.length ? (
                <select
                  id="store"
                  name="store"
                  required
                  defaultValue={employees?.storeId ?? ''}
                  className="field-input"
                >
                  <option value="">{t('chooseStore')}</option>
                  {stores.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id="store"
                  name="store"
                  required
                  defaultValue={employees?.storeId ?? ''}
                  className="field-input"
                />
              )}
            </div>
            <div>
              <button type="submit" className="btn-secondary">
                {employees ? t('changeStore') : t('continue')}
              </button>
            </div>
          </Form>
          {employees ? (
            <ConnectForm
              storeId={employees.storeId}
              storeName={employees.storeName}
              employees={employees.options}
            />
          ) : null}
        </>
      )}
    </div>
  )
}

function ConnectForm({
  storeId,
  storeName,
  employees,
}: {
  storeId: string
  storeName: string
  employees: { value: string; label: string }[]
}) {
  const { t } = useTranslation(instoreNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'associate-login',
    lastResult: answerField(actionData, 'result'),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AssociateLoginSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 grid gap-4 border-t border-gray-200 pt-6">
      <h2 className="text-lg font-semibold">{t('signInAt', { store: storeName })}</h2>
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={ASSOCIATE_LOGIN_INTENTS.connect} />
      <input type="hidden" name={fields.storeId.name} value={storeId} />
      <SelectField field={fields.employeeId} label={t('employee')} options={employees} />
      <PasswordField
        resetOn={answerField(actionData, 'result')}
        field={fields.password}
        label={t('password')}
        autoComplete="current-password"
      />
      <div>
        <button type="submit" className="btn-primary" disabled={navigation.state === 'submitting'}>
          {t('connect')}
        </button>
      </div>
    </Form>
  )
}

function Connected({ locale, store, employee }: { locale: string; store: string; employee: string }) {
  const { t } = useTranslation(instoreNs)
  return (
    <>
      <p className="mt-2">{t('connectedAs', { store, employee })}</p>
      <p className="mt-1 text-sm text-gray-700">{t('connectedHint')}</p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Link to={homePath(locale)} className="btn-primary">
          {t('shop')}
        </Link>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={ASSOCIATE_LOGIN_INTENTS.disconnect}
            className="btn-secondary"
          >
            {t('end')}
          </button>
        </Form>
      </div>
    </>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
