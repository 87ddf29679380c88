import type { CookieJar } from './route.ts'
import { get, runRoute } from './route.ts'

/** What a help page's loader gives a form: the honeypot fields and, where it has one, the submission id. */
export interface HelpFormPage {
  honeypot: { nameFieldName: string; validFromFieldName: string; encryptedValidFrom: string }
  submissionId?: string
}

type Loader = Parameters<typeof runRoute>[0]

/** Loads `url` in `jar` and answers the hidden fields its form posts back (honeypot, submission id). */
export async function hiddenFields(
  loader: Loader,
  url: string,
  jar: CookieJar,
): Promise<Record<string, string>> {
  const page = await runRoute<HelpFormPage>(loader, get(url, jar), { locale: url.split('/')[1] })
  jar.store(page.cookies)
  const { honeypot, submissionId } = page.data!
  return {
    [honeypot.nameFieldName]: '',
    [honeypot.validFromFieldName]: honeypot.encryptedValidFrom,
    ...(submissionId ? { submissionId } : {}),
  }
}

/** The emulator's record of something, read through its control API. */
export async function emulatorList<T>(path: string): Promise<T[]> {
  return (await (await fetch(`http://emulator.test/__emulator/${path}`)).json()) as T[]
}

/** A Conform reply as the tests read it. */
export interface Reply {
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
}
