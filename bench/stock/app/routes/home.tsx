import { useLoaderData } from 'react-router'

export function meta() {
  return [
    { title: 'Stock React Router app' },
    { name: 'description', content: 'The benchmark’s reference page.' },
  ]
}

/** A loader with a little data, as a page of a real app would have. */
export function loader() {
  return {
    products: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Product ${i + 1}`, price: 10 + i })),
  }
}

export default function Home() {
  const { products } = useLoaderData<typeof loader>()
  return (
    <main>
      <h1>Stock React Router app</h1>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            {product.name}: ${product.price}
          </li>
        ))}
      </ul>
    </main>
  )
}
