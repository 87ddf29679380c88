import { expect, test, type Page } from './test.ts'
import { expectAccessible, expectHydrated } from './helpers.ts'
import { homePath } from '#app/domain/paths/paths.ts'

/** Opens the sign-in dialog from the header's link at this window size; returns the dialog. */
async function openSignIn(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport)
  await page.goto(homePath('en-us'))
  const link = page.getByRole('banner').getByRole('link', { name: 'Sign in' })
  await expectHydrated(link)
  await link.click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
  return dialog
}

/** The dialog's box once its entry transition has run: left, width, top and bottom edges. */
const settledBox = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.boundingBox().then((box) =>
    box
      ? {
          left: Math.round(box.x),
          width: Math.round(box.width),
          top: Math.round(box.y),
          bottom: Math.round(box.y + box.height),
        }
      : null,
  )

const transitionOf = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.evaluate((el) => getComputedStyle(el).transitionDuration.split(', '))

test('PLAT-031 CONST-013 on a 1366 px screen a dialog is a centred modal with a 250 ms transition @js-only', async ({
  page,
}) => {
  const viewport = { width: 1366, height: 900 }
  const dialog = await openSignIn(page, viewport)
  await expect
    .poll(async () => {
      const box = await settledBox(dialog)
      if (!box) return null
      return {
        // As far from the left edge as from the right, and from the top as from the bottom.
        centredAcross: Math.abs(box.left - (viewport.width - box.left - box.width)) <= 2,
        centredDown: Math.abs(box.top - (viewport.height - box.bottom)) <= 2,
        narrow: box.width < viewport.width / 2,
      }
    })
    .toEqual({ centredAcross: true, centredDown: true, narrow: true })
  expect(await transitionOf(dialog)).toContain('0.25s')
  await expectAccessible(page)
})

test('PLAT-031 CONST-013 on a 390 px phone a dialog is a full-width panel on the bottom edge with a 250 ms transition @js-only', async ({
  page,
}) => {
  const viewport = { width: 390, height: 844 }
  const dialog = await openSignIn(page, viewport)
  await expect
    .poll(async () => {
      const box = await settledBox(dialog)
      return box ? [box.left, box.width, box.bottom] : null
    })
    .toEqual([0, viewport.width, viewport.height])
  expect(await transitionOf(dialog)).toContain('0.25s')
  await expectAccessible(page)
})
