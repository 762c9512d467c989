// https://vike.dev/route-function
import { goneEntries } from './goneEntries';

// A departed property's last URL looks like a property's (/fr/a-vendre/{city}/{slug}/{id}/), which
// +onBeforeRoute maps to /property/{id}: the positive precedence puts this page before that route.
// Build time only (clientRouting is off), so the function may read the generated data.
export default function route(pageContext: { urlOriginal: string }) {
  const path = new URL(pageContext.urlOriginal, 'http://site.invalid').pathname;
  return goneEntries().has(path) ? { precedence: 10 } : false;
}
