import { useEffect } from 'react'
import { useFetcher } from 'react-router'

/**
 * A page's loader data for the dialog that stands for it, loaded when the dialog opens: what the
 * dialog shows (and the honeypot's timestamp, the site's fields) comes from the server, as on the page.
 */
export function usePageData<T>(url: string) {
  const page = useFetcher<T>()
  const { load } = page
  useEffect(() => {
    void load(url)
  }, [load, url])
  return page.data
}
