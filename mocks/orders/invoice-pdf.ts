/**
 * An order's invoice as a one-page PDF (ACCT-026), the way a shop writes one: the seller, the invoice
 * and order numbers and the order's date, the billing address, each line with its quantity, unit price
 * and total, then the subtotal, discount, shipping, tax and total. Written in the language of the locale
 * the order was placed in, amounts and the date formatted for that locale with Intl. Real PDF bytes with
 * the cross-reference offsets a reader checks, in the standard Helvetica fonts (WinAnsi encoding), so a
 * downloaded invoice opens anywhere.
 */

export interface InvoiceLine {
  name: string
  qty: number
  unitPrice: number
  total: number
  attributes: string[]
}

export interface InvoiceAddress {
  firstName?: string
  lastName?: string
  addressLine1?: string
  addressLine2?: string
  city?: string
  postalCode?: string
  province?: string
  country?: string
}

export interface Invoice {
  orderNumber: string
  /** ISO date-time the order was placed. */
  createdAt: string
  currency: string
  /** API locale of the order (`fr_FR`); English (en_US) when unknown. */
  locale: string
  country: string
  billingAddress?: InvoiceAddress
  lines: InvoiceLine[]
  subtotal: number
  discount: number
  shipping: number
  tax: number
  total: number
}

type Words = {
  invoice: string
  invoiceNumber: string
  orderNumber: string
  orderDate: string
  billTo: string
  item: string
  qty: string
  unitPrice: string
  lineTotal: string
  subtotal: string
  discount: string
  shipping: string
  tax: string
  total: string
  thanks: string
}

const WORDS: Record<'en' | 'fr' | 'de', Words> = {
  en: {
    invoice: 'Invoice',
    invoiceNumber: 'Invoice number',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    billTo: 'Bill to',
    item: 'Item',
    qty: 'Qty',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    tax: 'Tax',
    total: 'Total',
    thanks: 'Thank you for shopping with us.',
  },
  fr: {
    invoice: 'Facture',
    invoiceNumber: 'Numéro de facture',
    orderNumber: 'Numéro de commande',
    orderDate: 'Date de commande',
    billTo: 'Adresse de facturation',
    item: 'Article',
    qty: 'Qté',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total',
    subtotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    tax: 'TVA',
    total: 'Total',
    thanks: 'Merci pour votre achat.',
  },
  de: {
    invoice: 'Rechnung',
    invoiceNumber: 'Rechnungsnummer',
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    billTo: 'Rechnungsadresse',
    item: 'Artikel',
    qty: 'Menge',
    unitPrice: 'Einzelpreis',
    lineTotal: 'Gesamt',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    tax: 'MwSt.',
    total: 'Gesamtbetrag',
    thanks: 'Vielen Dank für Ihren Einkauf.',
  },
}

/** Who sells, by the order's country: the company and its address as printed on the invoice. */
const SELLERS: Record<string, string[]> = {
  US: ['Ridgeline Outfitters Inc.', '1200 NW Ridgeline Way, Portland, OR 97209, USA'],
  CA: ['Ridgeline Outfitters Canada Ltd.', '400 Queen St W, Toronto, ON M5V 2A8, Canada'],
  GB: [
    'Ridgeline Outfitters UK Ltd.',
    '12 King Street, Manchester M2 4LQ, United Kingdom',
    'VAT GB 123 4567 89',
  ],
  DE: [
    'Ridgeline Outfitters Europe GmbH',
    'Friedrichstraße 68, 10117 Berlin, Deutschland',
    'USt-IdNr. DE123456789',
  ],
  FR: ['Ridgeline Outfitters France SAS', '120 rue de Rivoli, 75001 Paris, France', 'TVA FR12345678901'],
}

/** A text as WinAnsi bytes (one character a byte): € and typographic marks mapped, spaces kept. */
function winAnsi(text: string): string {
  const special: Record<string, string> = {
    '€': '\x80',
    '’': '\x92',
    '‘': '\x91',
    '“': '\x93',
    '”': '\x94',
    '–': '\x96',
    '—': '\x97',
    '\u202f': '\xa0',
  }
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    out += special[char] ?? (code < 0x100 && (code < 0x80 || code > 0x9f) ? char : '?')
  }
  return out.replace(/[()\\]/g, (c) => `\\${c}`)
}

/** Each written piece: font (F1 regular, F2 bold), size, position and text. */
type Piece = { font: 'F1' | 'F2'; size: number; x: number; y: number; text: string }

export function invoicePdf(invoice: Invoice): Uint8Array {
  const [language, country] = invoice.locale.split('_')
  const words = WORDS[(language === 'fr' || language === 'de' ? language : 'en') as keyof typeof WORDS]
  const tag = `${language ?? 'en'}-${country ?? 'US'}`
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: invoice.currency || 'USD' })
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' })
  const pieces: Piece[] = []
  let y = 750
  const write = (text: string, x = 50, { bold = false, size = 10 } = {}) =>
    pieces.push({ font: bold ? 'F2' : 'F1', size, x, y, text })

  const seller = SELLERS[invoice.country] ?? SELLERS.US!
  write(seller[0]!, 50, { bold: true, size: 14 })
  write(words.invoice, 430, { bold: true, size: 18 })
  for (const line of seller.slice(1)) {
    y -= 14
    write(line)
  }
  y -= 30
  const facts: [string, string][] = [
    [words.invoiceNumber, `INV-${invoice.orderNumber}`],
    [words.orderNumber, invoice.orderNumber],
    [words.orderDate, date.format(new Date(invoice.createdAt))],
  ]
  for (const [label, value] of facts) {
    write(`${label}:`, 50, { bold: true })
    write(value, 180)
    y -= 14
  }

  const address = invoice.billingAddress
  if (address) {
    y -= 16
    write(words.billTo, 50, { bold: true })
    const region = [address.postalCode, address.city, address.province].filter(Boolean).join(' ')
    for (const line of [
      [address.firstName, address.lastName].filter(Boolean).join(' '),
      address.addressLine1,
      address.addressLine2,
      region,
      address.country,
    ]) {
      if (!line) continue
      y -= 14
      write(line)
    }
  }

  y -= 34
  const columns = { item: 50, qty: 330, unit: 380, total: 480 }
  write(words.item, columns.item, { bold: true })
  write(words.qty, columns.qty, { bold: true })
  write(words.unitPrice, columns.unit, { bold: true })
  write(words.lineTotal, columns.total, { bold: true })
  const rule = y - 6
  for (const line of invoice.lines) {
    y -= 20
    write(line.name.slice(0, 48), columns.item)
    write(String(line.qty), columns.qty)
    write(money.format(line.unitPrice), columns.unit)
    write(money.format(line.total), columns.total)
    if (line.attributes.length) {
      y -= 12
      write(line.attributes.join(', ').slice(0, 60), columns.item + 8, { size: 8 })
    }
  }

  y -= 30
  const sums: [string, number, boolean][] = [
    [words.subtotal, invoice.subtotal, false],
    ...(invoice.discount ? [[words.discount, -invoice.discount, false] as [string, number, boolean]] : []),
    [words.shipping, invoice.shipping, false],
    [words.tax, invoice.tax, false],
    [words.total, invoice.total, true],
  ]
  for (const [label, amount, bold] of sums) {
    write(label, columns.unit, { bold })
    write(money.format(amount), columns.total, { bold })
    y -= 16
  }
  y -= 24
  write(words.thanks)

  const text = pieces
    .map((p) => `BT /${p.font} ${p.size} Tf ${p.x} ${p.y} Td (${winAnsi(p.text)}) Tj ET`)
    .join('\n')
  const stream = `0.6 w 50 ${rule} m 562 ${rule} l S\n${text}`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${winAnsi(`${words.invoice} ${invoice.orderNumber}`)}) /Producer (Ridgeline) >>`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  // One character is one byte (WinAnsi), so the offsets counted in characters are byte offsets.
  return Uint8Array.from(body, (char) => char.charCodeAt(0))
}
