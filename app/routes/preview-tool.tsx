import { answerField } from '#app/components/action-answer.ts'
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation } from 'react-router'
import { FieldErrors, FormErrors } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { PreviewControls, PreviewFrame, PreviewResults } from '#app/features/content/ui/preview-tool.tsx'
import { getShopper } from '#app/context.server.ts'
import { PREVIEW_TOOL_INTENTS } from '#app/features/content/intents.ts'
import { previewToolAction, previewToolPage } from '#app/features/content/preview-tool.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { previewNs } from '#app/features/content/locales/preview.ts'
import { espotMapPath } from '#app/domain/paths/paths.ts'
import type { Route } from './+types/preview-tool'

/**
 * /{locale}/preview-tool, the editors' preview tool (CMS-015, CMS-150..CMS-154): a controls bar (a GET
 * form: docType, layoutVariant, limit, page), the documents of the showcase call with their preview
 * links, and a frame labelled by the environment of its address. All of it works without JavaScript.
 * In the production deployment it first asks for the editor secret (PLAT-035 lock).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const page = await previewToolPage(shopper, request)
  return { ...page, locale: shopper.locale.locale, title: getI18n(context).t('meta:previewTool') }
}

export async function action({ request, context }: Route.ActionArgs) {
  return previewToolAction(getShopper(context), request, getI18n(context).t)
}

export default function PreviewToolPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(previewNs)
  const { access, unlockable, tool, locale } = loaderData
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {tool ? (
        <>
          <p className="mt-1 text-sm text-gray-700">{t('intro')}</p>
          {access === 'open' ? <p className="mt-1 text-sm text-gray-700">{t('open')}</p> : <LockForm />}
          <p className="mt-2 text-sm">
            <Link to={espotMapPath(locale)} className="underline">
              {t('espots.link')}
            </Link>
          </p>
          <PreviewControls controls={tool.controls} hidden={tool.controlsHidden} />
          {tool.results ? <PreviewResults results={tool.results} /> : null}
          <PreviewFrame frame={tool.frame} hidden={tool.frameHidden} />
        </>
      ) : (
        <UnlockForm unlockable={unlockable} />
      )}
    </div>
  )
}

/** The production lock: the editor secret sets the signed preview cookie for an hour. */
function UnlockForm({ unlockable }: { unlockable: boolean }) {
  const { t } = useTranslation(previewNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm<{ secret: string }>({
    id: 'preview-unlock',
    lastResult: answerField(actionData, 'result'),
  })
  if (!unlockable) return <p className="mt-4">{t('unlock.unavailable')}</p>
  const secret = getInputProps(fields.secret, { type: 'password' })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 grid max-w-lg gap-4">
      <h2 className="text-lg font-semibold">{t('unlock.title')}</h2>
      <p className="text-sm text-gray-700">{t('unlock.intro')}</p>
      <FormErrors errors={form.errors} id={form.errorId} />
      <div>
        <label htmlFor={fields.secret.id} className="text-sm font-medium">
          {t('unlock.secret')}
        </label>
        <input {...secret} key={secret.key} autoComplete="current-password" className="field-input" />
        <FieldErrors field={fields.secret} />
      </div>
      <div>
        <button
          type="submit"
          name="intent"
          value={PREVIEW_TOOL_INTENTS.unlock}
          className="btn-primary"
          disabled={navigation.state === 'submitting'}
        >
          {t('unlock.submit')}
        </button>
      </div>
    </Form>
  )
}

/** An unlocked editor ends preview access here. */
function LockForm() {
  const { t } = useTranslation(previewNs)
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-center gap-4 text-sm">
      <span>{t('unlock.active')}</span>
      <button type="submit" name="intent" value={PREVIEW_TOOL_INTENTS.lock} className="btn-secondary">
        {t('unlock.lock')}
      </button>
    </Form>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
}
