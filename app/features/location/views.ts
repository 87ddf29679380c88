/**
 * What the header's location control and the location confirmation show (PLAT-022, PLAT-032), their
 * text translated by the server so that no page ships a catalogue for them. No imports: this module
 * reaches the browser.
 */
export interface LocationView {
  /** The location page: the control's link (with the page as `redirectTo`) and every location post. */
  action: string
  /** The control's text: the site's country and language, in the page's language. */
  label: string
  /** The confirmation, while the shopper's detected country is another site's and they have not chosen. */
  prompt: LocationPromptView | null
}

export interface LocationPromptView {
  /** The locale of the detected country's site, which "go" switches to. */
  locale: string
  text: Record<'title' | 'body' | 'go' | 'stay' | 'choose', string>
}
