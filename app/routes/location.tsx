import { Form, Link, useActionData, useNavigation } from 'react-router'
import { LocationForm, LocationPromptForm } from '#app/features/location/ui/location-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { locationAction, locationPageData } from '#app/features/location/location.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { locationNs } from '#app/features/location/locales/location.ts'
import { locationPath } from '#app/domain/paths/paths.ts'
import type { Route } from './+types/location'

/** PLAT-022: the location selector's page data from the front-end service, and the way back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getI18n(context)
  return locationPageData(getShopper(context), request, t)
}

export async function action({ request, context }: Route.ActionArgs) {
  return locationAction(request, getShopper(context))
}

/**
 * The location selector (PLAT-022) and the location confirmation's page (PLAT-032): the pages the
 * header's control and the confirmation banner link to, and the dialogs' counterparts without
 * JavaScript.
 */
export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { locale, heading, regions, redirectTo, cartNotice, prompt } = loaderData
  const { t } = useTranslation(locationNs)
  const actionData = useActionData<typeof action>()
  const pending = useNavigation().state === 'submitting'
  const postTo = locationPath(locale)
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{heading}</h1>
      {prompt ? (
        <section
          aria-labelledby="location-prompt-title"
          className="mt-6 rounded-md border border-gray-300 p-4"
        >
          <h2 id="location-prompt-title" className="text-lg font-semibold">
            {prompt.text.title}
          </h2>
          <p className="mt-1">{prompt.text.body}</p>
          <LocationPromptForm
            as={Form}
            action={postTo}
            prompt={prompt}
            redirectTo={redirectTo}
            pending={pending}
          />
        </section>
      ) : null}
      <p className="mt-6 text-gray-700">{t('page.intro')}</p>
      {cartNotice ? <p className="mt-2 font-medium">{cartNotice}</p> : null}
      {regions.length > 0 ? (
        <LocationForm
          as={Form}
          action={postTo}
          regions={regions}
          locale={locale}
          redirectTo={redirectTo}
          lastResult={actionData?.result}
          pending={pending}
        />
      ) : (
        <p className="mt-6">{t('page.none')}</p>
      )}
      <p className="mt-6">
        <Link to={redirectTo} className="underline">
          {t('page.back')}
        </Link>
      </p>
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
