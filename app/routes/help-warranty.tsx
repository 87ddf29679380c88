import { WarrantyForm } from '#app/features/help/ui/warranty-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { warrantyAction, warrantyPageData } from '#app/features/help/warranty.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { helpNs } from '#app/features/help/locales/help.ts'
import type { Route } from './+types/help-warranty'

/** The warranty claim (FORM-022): a signed-in shopper's email comes from the profile, a guest types one. */
export async function loader({ context }: Route.LoaderArgs) {
  const page = await warrantyPageData(getShopper(context))
  const { t } = getI18n(context)
  return { ...page, title: t('meta:help.warranty'), description: t('help:warranty.pageDescription') }
}

export async function action({ request, context }: Route.ActionArgs) {
  return warrantyAction(request, getShopper(context), getI18n(context).t)
}

export default function WarrantyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(helpNs)
  // An unknown intent is answered with plain text, not a reply.
  const reply = typeof actionData === 'object' && actionData && 'result' in actionData ? actionData : null
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('warranty.title')}</h1>
      <p className="mt-1 mb-6 text-sm text-gray-700">{t('warranty.intro')}</p>
      <WarrantyForm
        email={loaderData.email}
        honeypot={loaderData.honeypot}
        submissionId={loaderData.submissionId}
        lastResult={reply?.result}
        photosDropped={reply?.photosDropped ?? false}
      />
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'description', content: data?.description }]
}
