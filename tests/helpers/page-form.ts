/**
 * One of a server-rendered page's forms read from its HTML, as a browser without JavaScript would post
 * it: the setup of tests about what comes after (a signed-in shopper, a cart, an address). The form's
 * own values stay (hidden fields, the selected option, checked boxes, text areas) and its named submit
 * button is the one pressed.
 */
export interface PageForm {
  /** Where the form posts; the page's own path when it names none. */
  action: string
  fields: Record<string, string>
}

/**
 * The first form of `html` that `form` picks: by its id, or by a predicate of its markup (the opening
 * tag and the body). Throws, naming `where`, when there is none.
 */
export function readPageForm(
  html: string,
  form: string | ((markup: string) => boolean),
  where: string,
): PageForm {
  const forms = Array.from(html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g), ([markup]) => markup)
  const markup = forms.find((candidate) =>
    typeof form === 'string' ? new RegExp(`^<form\\b[^>]*\\bid="${form}"`).test(candidate) : form(candidate),
  )
  if (!markup) throw new Error(`no form ${typeof form === 'string' ? form : 'of that kind'} on ${where}`)
  const fields: Record<string, string> = {}
  for (const [tag] of markup.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, 'name')
    const type = attribute(tag, 'type') ?? 'text'
    if (!name || ['submit', 'button', 'image', 'reset'].includes(type)) continue
    if ((type === 'checkbox' || type === 'radio') && !/\schecked\b/.test(tag)) continue
    fields[name] = attribute(tag, 'value') ?? (type === 'checkbox' ? 'on' : '')
  }
  for (const [select, open = '', options = ''] of markup.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g)) {
    const name = attribute(open, 'name')
    const option =
      /<option\b[^>]*\sselected\b[^>]*>/.exec(options)?.[0] ?? /<option\b[^>]*>/.exec(options)?.[0]
    if (name && select) fields[name] = option ? (attribute(option, 'value') ?? '') : ''
  }
  for (const [, open = '', text = ''] of markup.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/g)) {
    const name = attribute(open, 'name')
    if (name) fields[name] = unescapeHtml(text)
  }
  const submit = Array.from(markup.matchAll(/<button\b[^>]*>/g), ([tag]) => tag).find(
    (tag) => attribute(tag, 'name') && (attribute(tag, 'type') ?? 'submit') === 'submit',
  )
  if (submit) fields[attribute(submit, 'name')!] = attribute(submit, 'value') ?? ''
  return { action: attribute(/^<form\b[^>]*>/.exec(markup)![0], 'action') ?? where, fields }
}

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
  return value === undefined ? undefined : unescapeHtml(value)
}

function unescapeHtml(text: string) {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

/** A form's fields as the FormData a browser posts, for a schema or an action to read. */
export function formDataOf(values: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}
