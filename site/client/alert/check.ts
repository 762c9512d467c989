import { config } from 'zod';
import { alertUpdateBody } from '../../../schema/alerts';
import { checkForm } from '../../../schema/forms/validate';
import type { Language } from '../../../schema/spec/languages';

// zod compiles its checks with `new Function` when it may, which the site's CSP forbids.
config({ jitless: true });

// The alert page's check of its criteria form: the server's own schema and messages, in a chunk the
// page fetches on the visitor's first focus in the form.

/** The messages of an update's body by field, or null when it is valid. */
export function updateErrors(body: Record<string, unknown>, language: Language): Record<string, string> | null {
  const checked = checkForm(alertUpdateBody, body, language);
  return checked.ok || checked.spam ? null : checked.errors;
}
