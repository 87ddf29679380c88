/**
 * An address as a postal block: the lines the loader made with `shownAddress` (written as the
 * address's country writes them, the phone in its national format), one under the other.
 */
export function AddressSummary({ address }: { address: { lines: readonly string[] } }) {
  return (
    <address className="not-italic leading-relaxed">
      {address.lines.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
