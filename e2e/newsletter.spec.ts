import { expect, test, type Page } from './test.ts'
import {
  acceptAllCookies,
  EMULATOR_URL,
  expectAccessible,
  expectHydrated,
  openRequests,
  resetEmulator,
  signInAs,
  slowUpstream,
} from './helpers.ts'
import { emulatorRequests } from './emulator-log.ts'
import { categoryPath, contentPath, homePath } from '#app/domain/paths/paths.ts'
import { newsletterPath } from '#app/domain/paths/paths.ts'
import { NEWSLETTER_POPUP } from '#mocks/content/seed/popups.ts'

/**
 * The newsletter sign-up wherever it appears (FORM-001..FORM-009, VAL-043, CMS-082): the block on a
 * content page (mocks/content/seed/newsletter.ts, /en-us/news-and-offers), the footer's plain form,
 * the gb site's Newsletter pop-up (mocks/content/seed/popups.ts). Without JavaScript every form is a
 * plain post that the newsletter page answers.
 */

const PAGE = contentPath('en-us', 'news-and-offers')
const EMAIL = 'E-mail address'
const POLICY = 'I agree to receive marketing e-mails and accept the privacy policy'

const isNoJs = () => test.info().project.use.javaScriptEnabled === false

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

/** The newsletter block of the news-and-offers page. */
const block = (page: Page) => page.getByRole('region', { name: 'News and offers' })
/** The footer's newsletter sign-up. */
const footerForm = (page: Page) => page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' })

/** The bodies of the subscribe calls the emulator took. */
async function subscribeBodies(): Promise<unknown[]> {
  const requests = await emulatorRequests()
  return requests
    .filter((r) => r.method === 'POST' && r.path === '/consumers-v3/consumer/newsletter')
    .map((r) => r.body)
}

async function openPage(page: Page) {
  await page.goto(PAGE)
  await expect(page.getByRole('heading', { level: 1, name: 'News and offers' })).toBeVisible()
  if (!isNoJs()) await expectHydrated(block(page).getByRole('button', { name: 'Subscribe' }))
}

test('VAL-043 FORM-001 FORM-003 CMS-082 a guest subscribes from the block: refused fields first, then the success message', async ({
  page,
}) => {
  await openPage(page)
  const form = isNoJs() ? page.locator('#main') : block(page)
  await block(page).getByLabel(EMAIL).fill('trail.fan@example')
  await block(page).getByRole('button', { name: 'Subscribe' }).click()
  // VAL-043: the messages at their fields, what was typed kept (without JavaScript, on the newsletter page).
  await expect(form.getByText('Email is not valid')).toBeVisible()
  await expect(form.getByText('Accept the privacy policy to subscribe')).toBeVisible()
  await expect(form.getByLabel(EMAIL)).toHaveValue('trail.fan@example')
  await expect(form.getByLabel(EMAIL)).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)

  await form.getByLabel(EMAIL).fill('trail.fan@example.com')
  await form.getByLabel(POLICY).check()
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('status').getByText("You're subscribed")).toBeVisible()
  if (isNoJs()) {
    // The newsletter page's success view, with the way back to the page subscribed from.
    await expect(page.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', PAGE)
  } else {
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
  }
  // FORM-002: one call, filed under the page the shopper subscribed from.
  expect(await subscribeBodies()).toEqual([
    { optIn: true, campaignName: PAGE, email: 'trail.fan@example.com', acquisitionType: 'Signup' },
  ])
  await expectAccessible(page)
})

test('FORM-004 the message the service returns shows in an error notification, the typed email kept', async ({
  page,
}) => {
  const fault = await page.request.post(`${EMULATOR_URL}/__emulator/faults`, {
    data: { path: 'consumer/newsletter$', status: 400, message: 'Sign-ups are paused for maintenance.' },
  })
  expect(fault.ok()).toBe(true)
  await openPage(page)
  await block(page).getByLabel(EMAIL).fill('trail.fan@example.com')
  await block(page).getByLabel(POLICY).check()
  await block(page).getByRole('button', { name: 'Subscribe' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Sign-ups are paused for maintenance.' })
  await expect(alert).toBeVisible()
  const form = isNoJs() ? page.locator('#main') : block(page)
  await expect(form.getByLabel(EMAIL)).toHaveValue('trail.fan@example.com')
  await expect(page.getByRole('status').getByText("You're subscribed")).toHaveCount(0)
  await expectAccessible(page)
  if (!isNoJs()) {
    // Dismissible, and nothing else happened: still on the page, the form as it was.
    await alert.getByRole('button', { name: 'Dismiss message' }).click()
    await expect(alert).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
  }
  expect(await subscribeBodies()).toHaveLength(1)
})

test('FORM-003 FORM-005 FORM-008 submitting, then the success message, which clears on a route change; the subscription feeds the dataLayer @js-only', async ({
  page,
}) => {
  // A slow service, so the submitting state can be seen.
  await slowUpstream(page.request, 'consumer/newsletter$', 1500, { times: 1 })
  await openPage(page)
  await block(page).getByLabel(EMAIL).fill('trail.fan@example.com')
  await block(page).getByLabel(POLICY).check()
  await block(page).getByRole('button', { name: 'Subscribe' }).click()
  // FORM-003: submitting, with no second submit possible.
  await expect(block(page).getByRole('button', { name: 'Subscribing…' })).toBeDisabled()
  await expect(block(page).getByRole('status')).toContainText("You're subscribed")
  await expect(block(page).getByRole('status')).toBeFocused()
  // FORM-008: one user-data event, with the campaign and without the email.
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'user_data'),
  )
  expect(events).toEqual([
    {
      event: 'user_data',
      user_action: 'newsletter_subscribe',
      newsletter_optin: 'true',
      campaign_name: PAGE,
      login_status: 'guest',
    },
  ])

  // Away and back, client-side: the message belonged to the earlier visit.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${contentPath('en-us', 'privacy')}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'News and offers' })).toBeVisible()
  await expect(block(page).getByRole('button', { name: 'Subscribe' })).toBeVisible()
  await expect(block(page).getByRole('status')).toHaveCount(0)
})

test('FORM-009 the footer form is a plain post to the newsletter page, filed under the page it was sent from', async ({
  page,
}) => {
  const category = categoryPath('en-us', 'footwear-1000')
  await page.goto(category)
  const footer = footerForm(page)
  await footer.getByLabel(EMAIL).fill('footer.fan@example.com')
  await footer.getByLabel(POLICY).check()
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(new RegExp(`${newsletterPath('en-us')}\\?subscribed=1`))
  await expect(page.getByRole('status').getByText("You're subscribed")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', category)
  expect(await subscribeBodies()).toEqual([
    { optIn: true, campaignName: category, email: 'footer.fan@example.com', acquisitionType: 'Signup' },
  ])
  await expectAccessible(page)
})

test('FORM-007 FORM-006 a signed-in shopper subscribes their own address; once subscribed the forms show the success heading only', async ({
  page,
}) => {
  await signInAs(page, 'shopper@example.com')
  await openPage(page)
  const email = block(page).getByLabel(EMAIL)
  await expect(email).toHaveValue('shopper@example.com')
  await expect(email).toHaveAttribute('readonly', '')
  await expectAccessible(page)
  await block(page).getByLabel(POLICY).check()
  await block(page).getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('status').getByText("You're subscribed")).toBeVisible()
  // FORM-002: the token says who; no email, no acquisition type.
  expect(await subscribeBodies()).toEqual([{ optIn: true, campaignName: PAGE }])

  // FORM-006: the profile now lists the subscription: the block and the footer show the heading only.
  await page.goto(PAGE)
  await expect(block(page).getByRole('heading', { name: "You're subscribed" })).toBeVisible()
  await expect(
    block(page).getByText('You already receive our newsletter at shopper@example.com.'),
  ).toBeVisible()
  await expect(block(page).getByRole('button', { name: 'Subscribe' })).toHaveCount(0)
  await expect(block(page).getByLabel(POLICY)).toHaveCount(0)
  await expect(footerForm(page).getByText("You're subscribed")).toBeVisible()
  await expect(footerForm(page).getByRole('button', { name: 'Subscribe' })).toHaveCount(0)
  await expectAccessible(page)
})

test('FORM-009 FORM-003 the gb Newsletter pop-up shows the newsletter form, which subscribes in place @js-only', async ({
  page,
}) => {
  // Pop-ups wait for the cookie banner's answer (next test).
  await acceptAllCookies(page)
  await page.goto(homePath('en-gb'))
  await expectHydrated(page.locator('#main'))
  const popup = page.locator(`dialog[data-popup="${NEWSLETTER_POPUP.name}"]`)
  await expect(popup).toBeVisible({ timeout: NEWSLETTER_POPUP.delay + 5_000 })
  await popup.getByLabel(EMAIL).fill('popup.fan@example.com')
  await popup.getByLabel(POLICY).check()
  await expectAccessible(page)
  await popup.getByRole('button', { name: 'Subscribe' }).click()
  await expect(popup.getByRole('status')).toContainText("You're subscribed")
  expect(await subscribeBodies()).toEqual([
    {
      optIn: true,
      campaignName: homePath('en-gb'),
      email: 'popup.fan@example.com',
      acquisitionType: 'Signup',
    },
  ])
  await expectAccessible(page)
})

test('CMS-101 PLAT-042 the gb pop-up waits until the cookie banner is answered, then opens: never two dialogs at once @js-only', async ({
  page,
}) => {
  const popup = page.locator('dialog[data-popup]')
  const banner = page.getByRole('region', { name: 'Cookies on this site' })
  // The page's clock is moved on past the pop-up's delay once every script the page loads is in.
  await page.clock.install()
  const requests = openRequests(page)
  await page.goto(homePath('en-gb'))
  await expectHydrated(page.locator('#main'))
  await requests.settled()
  await page.clock.fastForward(NEWSLETTER_POPUP.delay * 2)
  await expect(banner).toBeVisible()
  await expect(popup).toHaveCount(0)

  await banner.getByRole('button', { name: 'Reject all' }).click()
  await expect(banner).toHaveCount(0)
  await page.clock.resume()
  await expect(page.locator(`dialog[data-popup="${NEWSLETTER_POPUP.name}"]`)).toBeVisible({
    timeout: NEWSLETTER_POPUP.delay + 5_000,
  })
})

test('FORM-009 the newsletter page shows its sign-up form once: the footer leaves its own out there', async ({
  page,
}) => {
  await page.goto(newsletterPath('en-us'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByLabel(EMAIL)).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(1)
  await expect(footerForm(page)).toHaveCount(0)
  // Every other page keeps the footer's form.
  await page.goto(homePath('en-us'))
  await expect(footerForm(page).getByLabel(EMAIL)).toBeVisible()
})
