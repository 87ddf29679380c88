/**
 * Page numbers to link: first, last and two either side of the current one; `null` marks a gap. For
 * every paged list a shopper walks (a listing's products, a product's reviews): 83 pages read as
 * 1 2 3 … 83, never as 83 links.
 */
export function pageLinks(current: number, pages: number): (number | null)[] {
  const links: (number | null)[] = []
  let previous = 0
  for (let page = 1; page <= pages; page++) {
    if (page !== 1 && page !== pages && Math.abs(page - current) > 2) continue
    // A gap of one page shows that page rather than an ellipsis.
    if (page - previous === 2) links.push(previous + 1)
    else if (page - previous > 2) links.push(null)
    links.push(page)
    previous = page
  }
  return links
}
