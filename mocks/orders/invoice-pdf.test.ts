import { describe, expect, it } from 'vitest'
import { invoicePdf } from './invoice-pdf.ts'

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes)

describe('the invoice PDF', () => {
  it('is written in the order’s language, amounts and date formatted for its locale', () => {
    const pdf = latin1(
      invoicePdf({
        orderNumber: 'A00001234',
        createdAt: '2026-03-05T10:00:00Z',
        currency: 'EUR',
        locale: 'fr_FR',
        country: 'FR',
        billingAddress: {
          firstName: 'Camille',
          lastName: 'Martin',
          addressLine1: '3 rue Oberkampf',
          city: 'Paris',
          postalCode: '75011',
          country: 'FR',
        },
        lines: [
          {
            name: 'Chaussure de trail Tempo',
            qty: 2,
            unitPrice: 1129.5,
            total: 2259,
            attributes: ['Noir', '7,5'],
          },
        ],
        subtotal: 2259,
        discount: 0,
        shipping: 8,
        tax: 180.72,
        total: 2447.72,
      }),
    )
    expect(pdf).toContain('(Facture)')
    expect(pdf).toContain('(5 mars 2026)')
    expect(pdf).toContain('(Camille Martin)')
    expect(pdf).toContain('(Chaussure de trail Tempo)')
    // 1 129,50 € with the French spaces, € in the font's encoding (WinAnsi 0x80).
    expect(pdf).toContain('(1\xa0129,50\xa0\x80)')
    expect(pdf).toContain('(2\xa0447,72\xa0\x80)')
    expect(pdf).toContain('(TVA)')
    expect(pdf).not.toContain('Invoice')
    // The cross-reference table points at each object.
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1])
    expect(pdf.slice(xref, xref + 4)).toBe('xref')
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true))
  })
})
