import { redirect } from 'react-router'

/** `/` never renders: the root middleware sends the shopper to their locale before this runs. */
export function loader() {
  return redirect('/en-us')
}
