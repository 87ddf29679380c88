/**
 * A product page section's stand-in for shoppers without JavaScript, where it streams or loads as they
 * near it: a link to the page with it in the document.
 */
export function SectionLink({ href, text }: { href: string; text: string }) {
  return (
    <noscript>
      <p className="mt-12">
        <a href={href} className="underline">
          {text}
        </a>
      </p>
    </noscript>
  )
}
