import type { Shopper } from '#app/context.server.ts'
import type { CmsPage } from '#app/domain/content/content.ts'
import { getContentPage } from '#app/features/content-page/index.server.ts'
import { isSignedIn } from '#app/features/identity/index.server.ts'
import { getProfile } from '#app/features/customers/index.server.ts'

/**
 * What the help pages show beside their forms: their fixed content page (CMS-004), fetched by its name
 * and rendered above the form, and the signed-in shopper's profile for the fields it fills in. Neither
 * fails the page: the form works without the content and a guest types what a profile would have given.
 */

/** The fixed content page `name`, or null (logged) when the content service cannot give it. */
export async function helpContent(shopper: Shopper, name: string, url: URL): Promise<CmsPage | null> {
  try {
    return await getContentPage(shopper, name, url)
  } catch (error) {
    shopper.logger.warn({ err: error, page: name }, 'help page content unavailable')
    return null
  }
}

/** The signed-in shopper's name and email, or null for a guest (or when the profile call fails). */
export async function profileContact(shopper: Shopper) {
  if (!isSignedIn(shopper)) return null
  try {
    const { consumerDetails: details } = await getProfile(shopper.api)
    return { email: details.email, firstName: details.firstName ?? '', lastName: details.lastName ?? '' }
  } catch (error) {
    shopper.logger.warn({ err: error }, 'profile unavailable for a help form')
    return null
  }
}
