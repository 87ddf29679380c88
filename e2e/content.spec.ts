import { existsSync, readdirSync } from 'node:fs'
import { expect, test, type Page } from './test.ts'
import { acceptAllCookies, EMULATOR_URL, expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { blockTypeOf } from '#app/blocks/folders.ts'
import {
  categoryPath,
  contentPath,
  espotMapPath,
  homePath,
  localePath,
  signUpPath,
  withQuery,
} from '#app/domain/paths/paths.ts'
import { formatPreviewMoment } from '#app/domain/content/preview.ts'
import { NEWSLETTER_POPUP } from '#mocks/content/seed/popups.ts'
import { WINTER_LAUNCH } from '#mocks/content/seed/preview.ts'
import { showcaseDocuments } from '#mocks/content/seed/showcase.ts'

/** Every block type the registry knows: the folders of app/blocks with a view. */
const BLOCKS = new URL('../app/blocks/', import.meta.url)
const BLOCK_TYPES = readdirSync(BLOCKS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/view.tsx`, BLOCKS)))
  .map((entry) => blockTypeOf(entry.name))

/**
 * The content experience: the block gallery (every block type), the mega menu, the bars a shopper can
 * close, dialog blocks opened by `#modal` targets, the gb site's pop-up and the editors' preview. The
 * fixtures: mocks/content/seed/gallery*.ts (the gallery at /en-us/block-gallery, and its parts), menu.ts, popups.ts
 * (only the gb and ca sites have a pop-up), preview.ts (the home page's unpublished changes) and
 * showcase.ts (the preview tool's documents).
 */
const GALLERY = contentPath('en-us', 'block-gallery')
// The gallery's parts (BLOCK_GALLERY_PARTS): a journey about a few blocks loads only those.
const BARS = contentPath('en-us', 'block-gallery-collections')
const DIALOGS = contentPath('en-us', 'block-gallery-dialogs')
const ARTICLES = contentPath('en-us', 'block-gallery-articles')
const FOOTWEAR = categoryPath('en-us', 'footwear-1000')
const PUBLISHED_HERO = 'Go further this spring'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const isNoJs = () => test.info().project.use.javaScriptEnabled === false

/** The page's address without its origin: path, query and hash. */
function here(page: Page): string {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}${url.hash}`
}

/** The mega menu's Footwear category (its `<details>`) and its trigger (the summary). */
function footwear(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main', exact: true })
  const summary = { hasText: /^Footwear$/ }
  return {
    trigger: nav.locator('summary').filter(summary),
    category: nav.locator('details').filter({ has: page.locator('summary').filter(summary) }),
  }
}

/** The fit-guide dialog block has hydrated and attached its listeners (it marks itself enhanced). */
async function expectEnhanced(page: Page) {
  const dialog = page.locator('#modal-fit-guide')
  await expectHydrated(dialog)
  await expect(dialog).toHaveAttribute('data-enhanced')
}

/** A `#rrggbb` colour as the browser computes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value
}

test('CMS-003 the block gallery page renders every block type the registry knows, none of them empty', async ({
  page,
}) => {
  await page.goto(GALLERY)
  await expect(page.getByRole('heading', { level: 1, name: 'Block gallery' })).toBeVisible()
  // The block types without an element of theirs that has something in it.
  const missing = () =>
    page
      .locator('[data-block]:not(:empty)')
      .evaluateAll(
        (blocks, types) => types.filter((type) => !blocks.some((b) => b.getAttribute('data-block') === type)),
        [...BLOCK_TYPES],
      )
  await expect.poll(missing).toEqual([])
  await expectAccessible(page)
})

test('CMS-111 CMS-116 a top category opens by a click on its summary, with or without JavaScript, and its shop-all link leads to the category', async ({
  page,
}) => {
  await page.goto(homePath('en-us'))
  const nav = page.getByRole('navigation', { name: 'Main', exact: true })
  const { trigger, category } = footwear(page)
  await expect(category).not.toHaveAttribute('open')
  if (!isNoJs()) await expectHydrated(nav)
  await trigger.click()
  await expect(category).toHaveAttribute('open')
  // Three levels: the category, its groups (columns), their links.
  await expect(category.getByText('Shop by category', { exact: true })).toBeVisible()
  await expect(category.getByRole('list', { name: 'Shop by category' }).getByRole('link')).toHaveText([
    'Running Shoes',
    'Hiking Boots',
  ])
  await expect(category.getByRole('list', { name: 'Activities' }).getByRole('link')).toHaveText([
    'Trail running',
    'Hiking',
  ])
  await expectAccessible(page)

  await category.getByRole('link', { name: 'Shop all Footwear' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Footwear' })).toBeVisible()
  expect(here(page)).toBe(FOOTWEAR)
  await expect(nav.locator('details[open]')).toHaveCount(0)
})

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('CMS-112 CMS-113 a category opens on hover and on keyboard focus, closes on leaving, on Escape and on a route change @js-only', async ({
    page,
  }) => {
    await page.goto(homePath('en-us'))
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    const { trigger, category } = footwear(page)
    const shopAll = category.getByRole('link', { name: 'Shop all Footwear' })
    await expectHydrated(nav)

    // Hover opens it. The menu's behaviour loads in its own chunk after hydration, so the pointer comes
    // back onto the trigger until it has (auto-retrying, no fixed wait).
    await expect(async () => {
      await page.mouse.move(640, 880)
      await trigger.hover()
      await expect(category).toHaveAttribute('open', '', { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(shopAll).toBeVisible()
    // Leaving the menu closes it (after a short grace period).
    await page.mouse.move(640, 880)
    await expect(category).not.toHaveAttribute('open')

    // Focus from the keyboard: Tab from the cart link, the last header control before the menu bar.
    await page.getByRole('link', { name: /^Cart, / }).focus()
    await page.keyboard.press('Tab')
    await expect(trigger).toBeFocused()
    await expect(category).toHaveAttribute('open')
    await expect(shopAll).toBeVisible()
    await expectAccessible(page)

    // Escape closes it and keeps focus on the trigger.
    await page.keyboard.press('Escape')
    await expect(category).not.toHaveAttribute('open')
    await expect(trigger).toBeFocused()

    // ArrowDown opens it again with focus on its first link.
    await page.keyboard.press('ArrowDown')
    await expect(category).toHaveAttribute('open')
    await expect(shopAll).toBeFocused()

    // Following a link: the category page, with the menu closed.
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Footwear' })).toBeVisible()
    expect(here(page)).toBe(FOOTWEAR)
    await expect(nav.locator('details[open]')).toHaveCount(0)
  })
})

test('CMS-008 CMS-061 the footer’s items stay through a move within the shop: help and about links and the newsletter form on the next page too', async ({
  page,
}) => {
  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  const footer = page.getByRole('contentinfo')
  const items = async () => {
    await expect(footer.getByRole('link', { name: 'Contact us' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Track an order' })).toBeVisible()
    await expect(footer.getByRole('textbox', { name: 'E-mail address' })).toBeVisible()
  }
  await items()
  // With JavaScript a navigation in the page, the first since it loaded: the footer is not rendered again.
  await page
    .getByRole('link', { name: /Tempo Trail Runner/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo Trail Runner' })).toBeVisible()
  await items()
  await expectAccessible(page)
})

test('CMS-003 CMS-008 the home page’s blocks without behaviour show after a move within the shop as on a page load', async ({
  page,
}) => {
  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  const home = page.getByRole('link', { name: 'Trailhead Outfitters home page' })
  if (test.info().project.use.javaScriptEnabled !== false) await expectHydrated(home)
  // With JavaScript a move in the page: the blocks the home page's document keeps as markup alone come
  // with the page's data now, and the browser draws them.
  await home.click()
  await expect(page).toHaveURL(new RegExp(`${homePath('en-us')}$`))
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Made for the miles' })).toBeVisible()
  await expect(main.getByText('We test every shoe, shell and tent on real trails')).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Shop with confidence' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Find a store' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'New arrivals' })).toBeVisible()
})

test('CMS-077 CMS-106 a closed promo bar and a closed benefit bar are gone at once and stay gone after a reload', async ({
  page,
}) => {
  await page.goto(BARS)
  // The closable bars, and one of each that cannot be closed.
  const promo = page
    .getByRole('region', { name: 'Promotions', exact: true })
    .filter({ hasText: 'Free standard shipping' })
  const fixedPromo = page
    .getByRole('region', { name: 'Promotions', exact: true })
    .filter({ hasText: 'Free returns' })
  const benefit = page.getByRole('region', { name: 'XPLR Pass members ship free, every order' })
  const fixedBenefit = page.getByRole('region', { name: 'Buy online, pick up in store' })
  for (const bar of [promo, fixedPromo, benefit, fixedBenefit]) await expect(bar).toBeVisible()
  await expect(fixedPromo.getByRole('button', { name: 'Close promotions' })).toHaveCount(0)
  await expect(fixedBenefit.getByRole('button', { name: 'Close member benefits' })).toHaveCount(0)

  // With JavaScript the close stays on the page; without, it is a form post that comes back here.
  for (const [bar, name] of [
    [promo, 'Close promotions'],
    [benefit, 'Close member benefits'],
  ] as const) {
    const close = bar.getByRole('button', { name })
    if (!isNoJs()) await expectHydrated(close)
    await close.click()
    await expect(bar).toHaveCount(0)
    expect(here(page)).toBe(BARS)
    if (!isNoJs()) await expect(page.locator('#main')).toBeFocused()
  }
  // Remembered in the stored flags.
  expect(await cookie(page, 'promoBarClosed')).toBe('1')
  expect(await cookie(page, 'benefitBarClosed')).toBe('1')
  await expectAccessible(page)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Bars and collections' })).toBeVisible()
  await expect(promo).toHaveCount(0)
  await expect(benefit).toHaveCount(0)
  await expect(fixedPromo).toBeVisible()
  await expect(fixedBenefit).toBeVisible()
})

test('CMS-024 CMS-059 a #modal target opens the dialog block, and a target with a query keeps the page’s own query', async ({
  page,
}) => {
  const start = withQuery(DIALOGS, { utm_source: 'newsletter' })
  await page.goto(start)
  const dialog = page.getByRole('dialog', { name: 'Find your fit' })
  const opener = page.getByRole('link', { name: 'Open the fit guide' })
  await expect(opener).toHaveAttribute('href', '#modal-fit-guide')
  await expect(dialog).toBeHidden()
  if (!isNoJs()) await expectEnhanced(page)

  // With JavaScript a modal dialog over the page; without, the dialog as the page's target.
  await opener.click()
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Measure both feet in the evening')
  await expect(dialog.getByRole('link', { name: 'Shop hiking boots' })).toHaveAttribute(
    'href',
    categoryPath('en-us', 'hiking-boots-1020'),
  )
  if (!isNoJs()) expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true)
  await expectAccessible(page)
  await dialog.getByRole('link', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  // CMS-024: `?fit=wide#modal-fit-guide` merged into the page's query; the page it loads opens the dialog.
  const wide = page.getByRole('link', { name: 'Wide-fit advice' })
  await expect(wide).toHaveAttribute('href', '?utm_source=newsletter&fit=wide#modal-fit-guide')
  await wide.click()
  await expect(dialog).toBeVisible()
  expect(new URL(page.url()).searchParams.get('utm_source')).toBe('newsletter')
  expect(new URL(page.url()).searchParams.get('fit')).toBe('wide')
  await expect(dialog).toContainText('Measure both feet in the evening')
})

test('CMS-059 with JavaScript a #modal link opens the dialog in place, and closing it gives focus back to the link @js-only', async ({
  page,
}) => {
  await page.goto(DIALOGS)
  await expectEnhanced(page)
  const dialog = page.getByRole('dialog', { name: 'Find your fit' })
  const opener = page.getByRole('link', { name: 'Open the fit guide' })
  await opener.click()
  await expect(dialog).toBeVisible()
  // In place: no navigation to the hash; the focus moves into the modal dialog.
  expect(here(page)).toBe(DIALOGS)
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test.describe('the gb site’s pop-up', () => {
  const GB = homePath('en-gb')
  const popup = (page: Page) => page.locator(`dialog[data-popup="${NEWSLETTER_POPUP.name}"]`)
  /** Appears after its delay: waited for with a margin for hydration and the pop-up's own chunk. */
  const AFTER_DELAY = { timeout: NEWSLETTER_POPUP.delay + 5_000 }

  /** The pop-up's tracking events in the page's data layer. */
  const popupEvents = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) =>
        String((entry as { event?: unknown } | null)?.event ?? '').startsWith('popup_'),
      ),
    )

  test('CMS-100 CMS-101 CMS-102 CMS-103 CMS-104 the newsletter pop-up appears expanded after its delay, and once closed is not shown again @js-only', async ({
    page,
  }) => {
    // Its tracking events need the visitor's consent on the gb site (PLAT-042).
    await acceptAllCookies(page)
    await page.goto(GB)
    await expectHydrated(page.locator('#main'))
    const box = popup(page)
    await expect(box).toBeVisible(AFTER_DELAY)

    // Expanded, with the fixture's parts; a non-modal dialog, so the page stays usable.
    await expect(box).toHaveAttribute('data-state', 'expanded')
    await expect(box).toHaveAccessibleName(NEWSLETTER_POPUP.maximizedTitle)
    const toggle = box.getByRole('button', { name: NEWSLETTER_POPUP.maximizedTitle })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(box.getByRole('heading', { level: 2, name: NEWSLETTER_POPUP.title })).toBeVisible()
    await expect(box.getByRole('img', { name: NEWSLETTER_POPUP.logo.alt })).toBeVisible()
    await expect(box.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', signUpPath('en-gb'))
    await expect(box.getByText('By signing up you agree to receive marketing emails.')).toBeVisible()
    // The CMS colours (readable ones, kept as they are) and the default logo size (48px high).
    await expect(box).toHaveCSS('background-color', rgb(NEWSLETTER_POPUP.backgroundColor))
    await expect(box.getByRole('heading', { level: 2 })).toHaveCSS('color', rgb(NEWSLETTER_POPUP.titleColor))
    await expect(box.getByRole('img', { name: NEWSLETTER_POPUP.logo.alt })).toHaveCSS('height', '48px')
    expect(await box.evaluate((el) => el.matches(':modal'))).toBe(false)
    // CMS-102, CMS-103: an impression, then the expansion, classed Newsletter by its name.
    const newsletter = { popup_name: NEWSLETTER_POPUP.name, popup_category: 'Newsletter' }
    expect(await popupEvents(page)).toMatchObject([
      { event: 'popup_impression', ...newsletter },
      { event: 'popup_expand', ...newsletter },
    ])
    await expectAccessible(page)

    // Minimised and expanded again by its title bar.
    await toggle.click()
    await expect(box).toHaveAttribute('data-state', 'minimized')
    const minimized = box.getByRole('button', { name: NEWSLETTER_POPUP.minimizedTitle })
    await expect(minimized).toHaveAttribute('aria-expanded', 'false')
    await expect(box.getByRole('heading', { name: NEWSLETTER_POPUP.title })).toHaveCount(0)
    await minimized.click()
    await expect(box).toHaveAttribute('data-state', 'expanded')

    // A button of the pop-up is tracked and followed; the pop-up stays on the next page.
    await box.getByRole('link', { name: 'Read the stories first' }).click()
    await expect(page).toHaveURL(new RegExp(`${contentPath('en-gb', 'basecamp')}$`))
    await expect(box).toBeVisible()

    // Closed for good: gone now, remembered in a cookie.
    await box.getByRole('button', { name: "Close and don't show again" }).click()
    await expect(box).toHaveCount(0)
    expect(await popupEvents(page)).toMatchObject([
      { event: 'popup_impression' },
      { event: 'popup_expand' },
      { event: 'popup_click', click_label: 'minimize' },
      { event: 'popup_expand' },
      {
        event: 'popup_click',
        click_label: 'Read the stories first',
        click_url: contentPath('en-gb', 'basecamp'),
      },
      { event: 'popup_click', click_label: 'close', ...newsletter },
    ])
    expect(await cookie(page, 'dismissedPopups')).toBe(encodeURIComponent(NEWSLETTER_POPUP.name))

    // After a reload the clock is moved on past its delay, and nothing appears.
    await page.clock.install()
    await page.reload()
    await expectHydrated(page.locator('#main'))
    await page.clock.fastForward(NEWSLETTER_POPUP.delay * 2)
    await expect(page.locator('dialog[data-popup]')).toHaveCount(0)
    expect(await popupEvents(page)).toEqual([])
    await expectAccessible(page)
  })

  test('CMS-101 the pop-up is never forced on the shopper: not in the page as served, never modal, the page stays usable', async ({
    page,
  }) => {
    // A visitor who has answered the cookie banner: pop-ups wait for that answer.
    await acceptAllCookies(page)
    // As served, the page holds no pop-up: it can only come later, from the script.
    const served = await page.request.get(GB)
    expect(await served.text()).not.toContain('data-popup')

    await page.goto(GB)
    await expect(page.getByRole('heading', { level: 1, name: PUBLISHED_HERO })).toBeVisible()
    if (isNoJs()) {
      // Without scripts nothing is added to the page after it loads.
      await expect(page.locator('dialog[data-popup]')).toHaveCount(0)
      await expect(page.getByRole('dialog')).toHaveCount(0)
    } else {
      await expect(popup(page)).toBeVisible(AFTER_DELAY)
      expect(await popup(page).evaluate((el) => el.matches(':modal'))).toBe(false)
    }
    await expectAccessible(page)
    // The page behind works as ever.
    await page.getByRole('link', { name: 'Shop footwear' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Footwear' })).toBeVisible()
    expect(here(page)).toBe(categoryPath('en-gb', 'footwear-1000'))
  })
})

test.describe('the editors’ preview', () => {
  // The bare address redirects to the locale of the browser's language.
  test.use({ locale: 'en-US' })

  /** A moment at or after the home page's scheduled winter hero: its preview differs from what is published. */
  const PREVIEW_AT = WINTER_LAUNCH.slice(0, 16)
  const WINTER_HERO = 'Coming soon: the winter collection'

  test('PLAT-034 PLAT-035 a preview as of a date shows the ribbon and the unpublished content; leaving shows the published page', async ({
    page,
  }) => {
    const carried = {
      preview: 'true',
      previewDateTime: PREVIEW_AT,
      cms: 'qa',
      siteId: 'us',
      enrollment_marketing_source: 'email',
    }
    // PLAT-034: the locale redirect keeps all five parameters.
    await page.goto(withQuery('/', carried))
    expect(here(page)).toBe(withQuery(homePath('en-us'), carried))

    const ribbon = page.getByRole('region', { name: 'Preview', exact: true })
    await expect(ribbon).toContainText(`Content as of ${formatPreviewMoment(WINTER_LAUNCH, 'en-us')}`)
    await expect(page.getByRole('heading', { level: 1, name: WINTER_HERO })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: PUBLISHED_HERO })).toBeVisible()
    const promo = page.getByRole('region', { name: 'Promotions', exact: true })
    await expect(promo).toContainText('Free shipping on every order until December 20.')
    await expect(promo).not.toContainText('Free standard shipping')
    await expectAccessible(page)

    // Leave: the same page without the preview parameters, as published.
    await ribbon.getByRole('button', { name: 'Leave preview' }).click()
    await expect(page.getByRole('heading', { level: 1, name: PUBLISHED_HERO })).toBeVisible()
    expect(here(page)).toBe(
      withQuery(homePath('en-us'), { siteId: 'us', enrollment_marketing_source: 'email' }),
    )
    await expect(ribbon).toHaveCount(0)
    await expect(page.getByRole('heading', { name: WINTER_HERO })).toHaveCount(0)
    await expect(promo).toContainText('Free standard shipping')
    await expect(promo).not.toContainText('Free shipping on every order')
    await expectAccessible(page)

    // PLAT-035: preview=false turns preview off, even with a preview date.
    await page.goto(withQuery(homePath('en-us'), { preview: 'false', previewDateTime: PREVIEW_AT }))
    await expect(page.getByRole('heading', { level: 1, name: PUBLISHED_HERO })).toBeVisible()
    await expect(ribbon).toHaveCount(0)
    await expect(page.getByRole('heading', { name: WINTER_HERO })).toHaveCount(0)
  })

  test('CMS-015 CMS-150 CMS-151 CMS-152 CMS-153 CMS-154 the preview tool lists the showcase documents of the doc type chosen in its form', async ({
    page,
  }) => {
    const tool = localePath('en-us', '/preview-tool')
    // The second page of the hero banners, ten a page: 12 documents.
    await page.goto(withQuery(tool, { docType: 'heroBanner', limit: '10', page: '2' }))
    await expect(page.getByRole('heading', { level: 1, name: 'Preview tool' })).toBeVisible()
    const results = page.getByRole('region', { name: /^Documents/ })
    await expect(results.getByRole('rowheader')).toHaveCount(2)
    await expect(results.getByRole('navigation', { name: 'Result pages' })).toContainText('Page 2 of 2')

    // CMS-150, CMS-152: the controls, with 10, 20 or 50 a page.
    const controls = page.getByRole('form', { name: 'Preview controls' })
    const limit = controls.getByLabel('Per page')
    await expect(limit.locator('option')).toHaveText(['10', '20', '50'])
    await expect(controls.getByLabel('Doc type')).toHaveValue('heroBanner')
    await expectAccessible(page)

    // CMS-151: a new query starts again at page 1.
    await controls.getByLabel('Layout variant').fill('overlay')
    await controls.getByRole('button', { name: 'Show documents' }).click()
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ docType: 'heroBanner', layoutVariant: 'overlay', limit: '10', page: '1' })

    // CMS-015, CMS-154: the documents of that doc type and layout variant, with their details.
    const overlays = showcaseDocuments('heroBanner', 'overlay')
    await expect(results.getByRole('rowheader')).toHaveCount(overlays.length)
    await expect(results.getByRole('rowheader')).toContainText(overlays.map((d) => d.name))
    const winter = overlays.find((d) => d.name === 'Coming soon: winter collection')!
    const row = results.getByRole('row', { name: new RegExp(`^${winter.name}`) })
    await expect(row.getByRole('cell')).toContainText([
      winter.id,
      String(winter.referrersCount),
      formatPreviewMoment(winter.modificationDate, 'en-us'),
    ])
    // A scheduled document opens at the moment it is scheduled for.
    await expect(row.getByRole('link', { name: `Open ${winter.name} in preview` })).toHaveAttribute(
      'href',
      withQuery(homePath('en-us'), { preview: 'true', previewDateTime: WINTER_LAUNCH }),
    )

    // The default page size is 20: a new visit to the tool starts there.
    await page.goto(tool)
    await expect(controls.getByLabel('Per page')).toHaveValue('20')
    await controls.getByLabel('Doc type').selectOption('promoBar')
    await controls.getByRole('button', { name: 'Show documents' }).click()
    const promoBars = showcaseDocuments('promoBar')
    await expect(results.getByRole('rowheader')).toHaveCount(promoBars.length)
    expect(new URL(page.url()).searchParams.get('limit')).toBe('20')

    // CMS-153: a document in the frame, labelled by the environment of its address; the page goes down
    // to the frame, under the list, rather than leaving the editor at its top.
    await results.getByRole('link', { name: `Show ${promoBars[0]!.name} in the frame` }).click()
    const frame = page.frameLocator('iframe[title="Preview: localhost"]')
    await expect(page.getByText('Environment: localhost')).toBeInViewport()
    await expect(frame.getByRole('region', { name: 'Preview', exact: true })).toBeVisible()
    await expectAccessible(page)
  })
})

test('CMS-086 CMS-088 the block gallery’s videos load from the media origin, with their captions @js-only', async ({
  page,
}) => {
  await page.goto(GALLERY)
  const origin = new URL(EMULATOR_URL).origin
  const loaded = await page.evaluate(async (origin) => {
    // The videos whose files are the emulator's (others are a provider's, out of reach here).
    const videos = [...document.querySelectorAll('video')].filter((video) =>
      video.querySelector('source')?.src.startsWith(origin),
    )
    return Promise.all(
      videos.map(
        (video) =>
          new Promise<{ src: string; duration: number }>((resolve) => {
            const done = () =>
              resolve({
                src: video.currentSrc,
                duration: video.duration,
              })
            if (video.readyState >= HTMLMediaElement.HAVE_METADATA) return done()
            // A source's error does not bubble: it is caught on its way down.
            video.addEventListener('error', done, { once: true, capture: true })
            video.addEventListener('loadedmetadata', done, { once: true })
            // A video already loading (one that plays by itself) is left to finish.
            if (video.networkState === HTMLMediaElement.NETWORK_LOADING) return
            video.preload = 'metadata'
            video.load()
          }),
      ),
    )
  }, origin)
  expect(loaded.length).toBeGreaterThanOrEqual(4)
  for (const video of loaded) {
    expect(video.src.startsWith(origin), video.src).toBe(true)
    expect(video.duration, video.src).toBeGreaterThan(3)
  }
  // CMS-088: the Cloudinary asset, flag on, plays from the deployment's Cloudinary (here the
  // emulator's), and its poster is drawn.
  expect(loaded.filter((video) => video.src.includes('/__cloudinary/trailhead-outfitters/'))).toHaveLength(1)
  // The journeys' browser draws no pictures: the poster is asked for as the browser would.
  const poster = await page
    .locator('video[poster*="/__cloudinary/"]')
    .evaluate((video: HTMLVideoElement) => video.poster)
  const posterAnswer = await page.request.get(poster)
  expect(posterAnswer.status(), poster).toBe(200)
  expect(posterAnswer.headers()['content-type'], poster).toMatch(/^image\//)
  // The captions a video shows by default are loaded (a track is LOADED, 2, once its cues are in).
  const captions = page.locator('track[default][src$="dolomites-trail-run.en.vtt"]')
  await expect.poll(() => captions.evaluate((track: HTMLTrackElement) => track.readyState)).toBe(2)
  expect(await captions.evaluate((track: HTMLTrackElement) => track.track.cues?.length)).toBe(2)
})

test('content videos are allowed by the content security policy: the media origin, Cloudinary (here the emulator) and the YouTube player @http', async ({
  request,
}) => {
  const response = await request.get(GALLERY)
  const csp = response.headers()['content-security-policy'] ?? ''
  const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? ''
  expect(directive('media-src')).toContain(new URL(EMULATOR_URL).origin)
  expect(directive('img-src')).toContain(new URL(EMULATOR_URL).origin)
  expect(directive('frame-src')).toContain('https://www.youtube-nocookie.com')
})

test('CMS-069 an article grid is loading while its next articles come in, then loaded with them', async ({
  page,
}) => {
  await page.goto(ARTICLES)
  const grid = page.locator('[data-block="articleGrid"]').filter({ hasText: 'From the Journal' })
  const section = grid.locator('section')
  const readMore = grid.getByRole('link', { name: 'Read more' })
  await expect(section).toHaveAttribute('data-state', 'loaded')
  const before = await grid
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') })
    .count()
  // With JavaScript the page's data for the next articles is held until the grid has been seen loading,
  // however long the click takes on a busy machine (and whatever the storefront has cached).
  let release = () => {}
  if (!isNoJs()) {
    await expectHydrated(readMore)
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.data(\?|$)/, async (route) => {
      await held
      await route.continue()
    })
  }
  await readMore.click()
  if (!isNoJs()) {
    await expect(section).toHaveAttribute('aria-busy', 'true')
    await expect(section).toHaveAttribute('data-state', 'loading')
    await expect(grid.getByText('Loading articles…')).toBeVisible()
    release()
  }
  await expect(section).toHaveAttribute('data-state', 'loaded')
  await expect(section).not.toHaveAttribute('aria-busy')
  await expect
    .poll(() =>
      grid
        .getByRole('listitem')
        .filter({ has: page.getByRole('article') })
        .count(),
    )
    .toBeGreaterThan(before)
  await expect(grid.getByText(/^Showing \d+ of \d+ articles$/)).toBeVisible()
  // The grid with the articles it has loaded, on the gallery's articles page.
  await expectAccessible(page)
})

test('CMS-017 CONST-029 the espot map lays each section out in 16 cells, 2, 3 and 4 columns by screen width, and says when an id is not one', async ({
  page,
}) => {
  await page.goto(espotMapPath('en-us'))
  await expect(page.getByRole('heading', { level: 1, name: 'Content sections' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(12)
  const cart = page.locator('[data-espot-grid="cart"]')
  await expect(cart.getByRole('listitem')).toHaveCount(16)
  await expect(cart.getByRole('listitem').nth(1)).toContainText('Trail add-ons')
  const columns = () =>
    cart.evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length)
  for (const [width, expected] of [
    [390, 2],
    [800, 3],
    [1280, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await expect.poll(columns).toBe(expected)
  }
  await expectAccessible(page)

  // An id that is not one: what the editor typed stays, with the reason at its field.
  await page.getByLabel('Product id').fill('RS 100001')
  await page.getByRole('button', { name: 'Show', exact: true }).click()
  const product = page.getByLabel('Product id')
  await expect(product).toHaveAccessibleDescription('Use up to 40 letters, digits or dashes')
  await expect(product).toHaveValue('RS 100001')
  await expect(product).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
  await product.fill('RS100001')
  await page.getByRole('button', { name: 'Show', exact: true }).click()
  await expect(page.locator('[data-espot-grid="product"]').getByRole('listitem').first()).toContainText(
    'richText',
  )
  await expect(product).not.toHaveAttribute('aria-invalid')
})

test.describe('layout stability', () => {
  /**
   * The layout shifts of the page so far not caused by the shopper's input, added up (CLS-like), from
   * the moment the document has been read to its end: what loads after that (images, fonts, the
   * scripts that hydrate it, the widgets that measure themselves) must move nothing. Before it, a busy
   * browser may paint a long document half read, and a box anchored at its bottom (a hero's text over
   * its picture) then grows upwards as the parser reaches the rest of its text: the parser's pace on
   * the machine, not the page's layout.
   */
  async function layoutShift(page: Page): Promise<number> {
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
          const parsed = navigation?.domInteractive ?? 0
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number
              hadRecentInput: boolean
            })[]) {
              if (!entry.hadRecentInput && entry.startTime >= parsed) total += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)))
        }),
    )
  }

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 800 },
  ]) {
    test(`blocks, bars and the pop-up move nothing as the page loads, hydrates and shows the pop-up, ${viewport.width} px wide @js-only`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      // Carousels and the promo bar hold their controls' space until they have measured their strip.
      for (const path of [homePath('en-us'), GALLERY]) {
        await page.goto(path)
        // Hydrated, and the promo bar has measured its strip: its dots are what appeared last.
        await expect(page.getByRole('button', { name: /^Go to slide 1 of/ }).first()).toBeVisible()
        expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThan(0.01)
      }
      // The gb site's pop-up appears after its delay, over the page, moving nothing (once the visitor
      // has answered the cookie banner, which pop-ups wait for).
      await acceptAllCookies(page)
      await page.goto(homePath('en-gb'))
      await expect(page.locator(`dialog[data-popup="${NEWSLETTER_POPUP.name}"]`)).toBeVisible({
        timeout: NEWSLETTER_POPUP.delay + 5_000,
      })
      expect(await layoutShift(page), 'layout shift with the pop-up').toBeLessThan(0.01)
    })
  }
})

test('CMS-107 the promo bar turns to its next message every autorotateTime seconds, and its arrows and dots move it @js-only', async ({
  page,
}) => {
  // The page's clock stands still: only runFor moves it, so no turn of its own races the arrows below.
  await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') })
  await page.clock.pauseAt(new Date('2026-11-26T10:00:01Z'))
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(homePath('en-us'))
  const bar = page.getByRole('region', { name: 'Promotions' })
  const dots = bar.getByRole('button', { name: /^Go to slide \d of 2$/ })
  await expect(dots).toHaveCount(2)
  const current = () =>
    dots.evaluateAll((all) => all.findIndex((d) => d.getAttribute('aria-current') === 'true'))
  await expect.poll(current).toBe(0)
  // The home bar's autorotateTime is 5 (seconds): not yet at 4.9 s, the second message at 5 s.
  await page.clock.runFor(4_900)
  await expect.poll(current).toBe(0)
  await page.clock.runFor(200)
  await expect.poll(current).toBe(1)
  // The strip scrolls there smoothly; its frames, read on the way, leave the dots on the second message
  // rather than back on the first until the strip has passed half way.
  for (let frame = 0; frame < 10; frame++) {
    await page.clock.runFor(16)
    expect(await current()).toBe(1)
  }
  // The arrows: next loops back to the first message, previous goes to the second.
  await bar.getByRole('button', { name: 'Next slide' }).click()
  await expect.poll(current).toBe(0)
  await bar.getByRole('button', { name: 'Previous slide' }).click()
  await expect.poll(current).toBe(1)
  // A dot goes to its message, and the pause button stops the rotation.
  await dots.first().click()
  await expect.poll(current).toBe(0)
  await bar.getByRole('button', { name: 'Pause automatic rotation' }).click()
  await expect(bar.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible()
})

test('the home page’s hero sits against the promo bar above it, with no white band between the two', async ({
  page,
}) => {
  await page.goto(homePath('en-us'))
  const bar = await page.locator('[data-block="promoBar"]').boundingBox()
  const hero = await page.locator('[data-block="heroBanner"]').boundingBox()
  expect(bar && bar.height).toBeGreaterThan(0)
  expect(hero && bar && Math.round(hero.y - (bar.y + bar.height))).toBe(0)
})

test('CMS-107 the promo bar’s messages are all there in a strip that scrolls; without JavaScript it has no controls', async ({
  page,
}) => {
  await page.goto(homePath('en-us'))
  const strip = page.getByRole('region', { name: 'Promotion messages' })
  await expect(strip.getByRole('listitem')).toHaveCount(2)
  expect(await strip.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto')
  expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  // With JavaScript the dots come (the journey above); without, nothing that would need it.
  if (isNoJs()) await expect(page.getByRole('button', { name: /^Go to slide/ })).toHaveCount(0)
})
