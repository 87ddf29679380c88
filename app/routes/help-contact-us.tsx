import { answerField } from '#app/components/action-answer.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { hasInteractiveBlock } from '#app/blocks/registry.tsx'
import { ContactUsForm } from '#app/features/help/ui/contact-us-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { contactUsAction, contactUsPageData } from '#app/features/help/contact-us.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { helpNs } from '#app/features/help/locales/help.ts'
import type { Route } from './+types/help-contact-us'

/**
 * Contact us (FORM-019): the `contact-us` content page (CMS-004) and the form whose options come
 * from the categorySubject call (FORM-021) and which sends the message (FORM-020). Without the
 * options the page still renders, and says the form is not available.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await contactUsPageData(getShopper(context), request)
  const { t } = getI18n(context)
  return {
    ...page,
    title: page.page?.meta.title ?? t('meta:help.contactUs'),
    // Text and pictures as a rule: kept as the server drew them, with no block code loaded (decision 093).
    contentHydrates: hasInteractiveBlock(page.page?.components),
    description: page.page?.meta.description,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactUsAction(request, getShopper(context), getI18n(context).t)
}

export default function ContactUsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(helpNs)
  const { page, contentHydrates, locale, categories } = loaderData
  return (
    <div className="py-8">
      {page ? (
        <DeferredBlockList blocks={page.components} locale={locale} hydrates={contentHydrates} />
      ) : (
        <h1 className="mx-auto max-w-3xl px-4 text-3xl font-bold">{t('contact.title')}</h1>
      )}
      <section aria-labelledby="contact-form-heading" className="mx-auto mt-8 max-w-3xl px-4">
        <h2 id="contact-form-heading" className="text-2xl font-bold">
          {t('contact.formTitle')}
        </h2>
        {categories ? (
          <>
            <p className="mt-1 mb-4 text-sm text-gray-700">{t('contact.intro')}</p>
            <ContactUsForm
              categories={categories}
              defaults={loaderData.defaults}
              honeypot={loaderData.honeypot}
              submissionId={loaderData.submissionId}
              lastResult={answerField(actionData, 'result')}
            />
          </>
        ) : (
          <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4">
            {t('contact.unavailable')}
          </p>
        )}
      </section>
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'description', content: data?.description }]
}
