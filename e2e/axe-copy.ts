import type { Browser, Page } from '@playwright/test'

/**
 * One scripting page per browser (a worker's), kept for every copy the no-js project checks: axe is
 * injected into it once, and each copy replaces its document (`document.open`, which keeps the window
 * and with it axe). The copy has no scripts and no timed refresh, so nothing of one copy runs on into
 * the next; its cache keeps the stylesheets and images between copies. It stays at a blank address of
 * the page's origin, so the copy's links, images and forms resolve as the page's do.
 */
const axePages = new WeakMap<Browser, Promise<Page>>()
const COPY_PATH = '/__axe-copy'

/** The page's HTML (pageAsItStands) in the browser's scripting page, laid out as the shopper's was. */
export async function copyForAxe(page: Page, html: string): Promise<Page> {
  const browser = page.context().browser()
  if (!browser) throw new Error('no browser')
  let opening = axePages.get(browser)
  if (!opening) {
    opening = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage())
    axePages.set(browser, opening)
  }
  const copy = await opening
  const blank = new URL(COPY_PATH, page.url()).href
  if (copy.url().split('#')[0] !== blank) {
    await copy.route(blank, (route) => route.fulfill({ body: '<!doctype html>', contentType: 'text/html' }))
    await copy.goto(blank)
    // While a route is set, every request of the page (each copy's stylesheet and images) stops for it.
    await copy.unroute(blank)
  }
  const viewport = page.viewportSize()
  const size = copy.viewportSize()
  if (viewport && (viewport.width !== size?.width || viewport.height !== size.height)) {
    // The last copy was left at the phone's width: emptied first, the window is resized at once.
    await copy.evaluate(() => {
      document.open()
      document.close()
    })
    await copy.setViewportSize(viewport)
  }
  await copy.evaluate(
    async ({ document_, hash }) => {
      // A new fragment navigation, so that `:target` is the page's (a dialog opened by its link).
      if (location.hash) history.replaceState(null, '', location.pathname)
      document.open()
      document.write(document_)
      document.close()
      // Laid out with its stylesheets and images, as the shopper's page was. A rewritten document can
      // read "complete" at once, so its linked stylesheet (a returning visitor's page links the file)
      // is waited for by itself.
      if (document.readyState !== 'complete') {
        await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }))
      }
      // (One that failed before it was looked at has no sheet and no event to come: not waited past 5 s.)
      const loading = Promise.all(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')]
          .filter((link) => !link.sheet)
          .map(
            (link) =>
              new Promise((resolve) => {
                link.addEventListener('load', resolve, { once: true })
                link.addEventListener('error', resolve, { once: true })
              }),
          ),
      )
      await Promise.race([loading, new Promise((resolve) => setTimeout(resolve, 5_000))])
      if (hash) location.hash = hash
    },
    { document_: html, hash: new URL(page.url()).hash },
  )
  return copy
}

/**
 * The page's HTML as it stands, once its document has been read whole (a copy taken while the page
 * still streams in would show axe a footer link whose text is yet to come): without its scripts or a
 * timed refresh, with what the shopper ticked, chose and typed written into the markup (a ticked box
 * that shows a panel by CSS shows it in the copy).
 */
export async function pageAsItStands(page: Page): Promise<string> {
  await page.waitForLoadState('domcontentloaded')
  return page.evaluate(() => {
    const root = document.documentElement.cloneNode(true) as HTMLElement
    const fields = 'input, option, textarea'
    const copies = root.querySelectorAll(fields)
    document.querySelectorAll(fields).forEach((field, index) => {
      const copy = copies[index]
      if (!copy) return
      if (field instanceof HTMLInputElement) {
        copy.toggleAttribute('checked', field.checked)
        if (field.type !== 'file') copy.setAttribute('value', field.value)
      } else if (field instanceof HTMLOptionElement) {
        copy.toggleAttribute('selected', field.selected)
      } else if (field instanceof HTMLTextAreaElement) {
        copy.textContent = field.value
      }
    })
    root.querySelectorAll('script, meta[http-equiv="refresh" i]').forEach((element) => element.remove())
    return `<!DOCTYPE html>${root.outerHTML}`
  })
}
