/**
 * What the consent banner shows (PLAT-042): its text, translated by the server so that no page ships a
 * catalogue for it, and where its forms and links go. No imports: this module reaches the browser.
 */
export interface ConsentBannerView {
  /** The cookie settings page: the banner's post, and its per-category choice. */
  action: string
  /** The privacy policy's content page. */
  privacyHref: string
  /** The two buttons: their labels and the intents they post. */
  accept: { label: string; intent: string }
  reject: { label: string; intent: string }
  text: Record<'title' | 'body' | 'privacy' | 'choose', string>
}
