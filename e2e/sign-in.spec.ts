import { expect, test } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import {
  accountPath,
  contentPath,
  favoritesPath,
  homePath,
  productPath,
  signInPath,
} from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const PDP = productPath('en-us', 'tempo-trail-runner-RS100001')

test('AUTH-011 AUTH-010 AUTH-014 AUTH-016 a shopper signs in from the header, sees the account and signs out', async ({
  page,
}) => {
  await page.goto(homePath('en-us'))
  const header = page.getByRole('banner')
  // The header link is the page's address; with JavaScript it opens a dialog instead (identity.spec.ts).
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', signInPath('en-us'))
  await page.goto(signInPath('en-us'))
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible()
  await expectAccessible(page)

  // A wrong password: the catalogue message above the form, the email kept.
  await page.getByLabel('Email').fill('shopper@example.com')
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' }),
  ).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('shopper@example.com')
  await expect(page.getByLabel('Password')).toHaveValue('')
  await expectAccessible(page)

  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en-us\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
  await expect(page.getByText('Hello, Sam')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'You are now signed in.' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Account' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible()
  await expectAccessible(page)

  // From an account page, sign-out goes home (AUTH-016) as a guest again.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/en-us$/)
  await expect(page.getByRole('status').filter({ hasText: 'You have been signed out.' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await page.goto(accountPath('en-us'))
  await expect(page).toHaveURL(/\/en-us\/sign-in\?redirectTo=%2Fen-us%2Faccount$/)
})

test('CART-044 AUTH-036 a guest favouriting on a product page signs in and comes back with it favourited', async ({
  page,
}) => {
  await page.goto(PDP)
  await page.getByRole('button', { name: 'Add to favorites: Tempo Trail Runner' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Sign in to keep your favorites' })).toBeVisible()

  await page.getByLabel('Email').fill('shopper@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${PDP}$`))
  await expect(page.getByRole('status').filter({ hasText: 'Added to your favorites' })).toBeVisible()
  await expectAccessible(page)

  await page.goto(favoritesPath('en-us'))
  await expect(page.getByRole('link', { name: 'Tempo Trail Runner' }).first()).toBeVisible()
  await expectAccessible(page)
})

test('AUTH-009 an employee accepts the employee discount terms after signing in: a dialog with JavaScript, a page without', async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false
  await page.goto(signInPath('en-us'))
  await page.getByLabel('Email').fill('employee@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Sign in' }).click()
  // With JavaScript the terms open over the account page; without, they are their own page.
  const terms = js ? page.getByRole('dialog', { name: 'Employee discount terms' }) : page.getByRole('main')
  if (js) {
    await expect(terms).toBeVisible()
    await expect(page).toHaveURL(/\/en-us\/account$/)
  } else {
    await expect(page.getByRole('heading', { level: 1, name: 'Employee discount terms' })).toBeVisible()
  }
  await expect(terms.getByRole('link', { name: 'Read the associate discount terms' })).toHaveAttribute(
    'href',
    contentPath('en-us', 'associate-discount-terms'),
  )
  await expectAccessible(page)
  await terms.getByRole('button', { name: 'Accept the terms' }).click()
  await expect(page).toHaveURL(/\/en-us\/account$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Your employee discount terms are accepted.' }),
  ).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText('Hello, Eve')).toBeVisible()
})

test('AUTH-013 where configured, a sign-in is confirmed: a dialog with JavaScript, the toast without', async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false
  // The en-gb site confirms sign-ins; en-us does not (the journeys above).
  await page.goto(signInPath('en-gb'))
  await page.getByLabel('Email').fill('shopper@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en-gb\/account$/)
  await expect(page.getByText('Hello, Sam')).toBeVisible()

  if (!js) {
    await expect(page.getByRole('status').filter({ hasText: 'You are signed in as Sam' })).toBeVisible()
    await expectAccessible(page)
    return
  }
  const confirmation = page.getByRole('dialog', { name: 'You are signed in as Sam' })
  await expect(confirmation).toBeVisible()
  const proceed = confirmation.getByRole('button', { name: 'Continue' })
  await expect(proceed).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'You are signed in as Sam' })).toHaveCount(0)
  await expectAccessible(page)
  await proceed.click()
  await expect(confirmation).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()

  // Moving on does not bring it back.
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click()
  await expect(page.getByText('Hello, Sam')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

// Both dialogs need JavaScript; without it the page and its toast are covered above.
test('AUTH-013 AUTH-012 a sign-in from the header dialog is confirmed with the confirmation dialog @js-only', async ({
  page,
}) => {
  await page.goto('/en-gb/c/footwear-1000')
  const link = page.getByRole('banner').getByRole('link', { name: 'Sign in' })
  await expectHydrated(link)
  await link.click()
  const signIn = page.getByRole('dialog', { name: 'Sign in' })
  await signIn.getByRole('textbox', { name: 'Email' }).fill('shopper@example.com')
  await signIn.getByLabel('Password').fill('Passw0rd!')
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click()

  await expect(page).toHaveURL(/\/en-gb\/account$/)
  await expect(signIn).toHaveCount(0)
  const confirmation = page.getByRole('dialog', { name: 'You are signed in as Sam' })
  await expect(confirmation).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(confirmation).toHaveCount(0)
  await expect(page.getByText('Hello, Sam')).toBeVisible()
})
