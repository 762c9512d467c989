import { config } from 'zod';
import { conditionsHold } from '../../../schema/conditions';
import { FORM_FIELD_CONDITIONS, FORM_KINDS, type FormKind, validateForm } from '../../../schema/forms/index';
import type { Language } from '../../../schema/spec/languages';
import { conditionContext, formBody } from './body';

// zod compiles its checks with `new Function` when it may; the site's CSP forbids eval, and the
// attempt alone is reported as a violation. Its plain mode is fast enough for a form.
config({ jitless: true });

// The part of the forms that needs zod: the server's own schemas and messages (schema/forms). A
// chunk of its own, fetched on the visitor's first focus in a form (or at once where a form has
// conditional fields), so that pages with a form load a small script.

const isKind = (kind: string): kind is FormKind => (FORM_KINDS as readonly string[]).includes(kind);

/** The messages of a body by field, or null when it is valid (a filled honeypot counts as valid: the server thanks robots). */
export function formErrors(kind: string, body: Record<string, unknown>, language: Language): Record<string, string> | null {
  if (!isKind(kind)) return null;
  const checked = validateForm(kind, body, language);
  return checked.ok || checked.spam ? null : checked.errors;
}

/** Shows and hides the fields whose rules (FORM_FIELD_CONDITIONS) name other fields, as the visitor types. */
export function watchConditions(form: HTMLFormElement, kind: string) {
  const rules = isKind(kind) ? FORM_FIELD_CONDITIONS[kind] : undefined;
  if (!rules) return;
  const apply = () => {
    const context = conditionContext(formBody(form));
    for (const [field, fieldRules] of Object.entries(rules)) {
      const wrapper = form.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
      if (wrapper) wrapper.hidden = !conditionsHold(fieldRules, context);
    }
  };
  form.addEventListener('change', apply);
  form.addEventListener('input', apply);
  apply();
}
