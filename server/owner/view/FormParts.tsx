import type { InputHTMLAttributes, ReactNode } from 'react';
import type { Language } from '../../../schema/index.js';

// The parts the portal's three forms share: a plain POST form with its error (role=alert, named by
// aria-describedby) and the page's language in a hidden field, and a labelled field.

export function OwnerForm({
  action,
  language,
  error,
  errorId,
  describedBy,
  children,
}: {
  action: string;
  language: Language;
  error?: string;
  errorId?: string;
  /** What describes the form when there is no error. */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className="visitor-form owner-form" aria-describedby={error ? errorId : describedBy}>
      {error && (
        <p id={errorId} className="error-summary" role="alert">
          {error}
        </p>
      )}
      <input type="hidden" name="language" value={language} />
      {children}
    </form>
  );
}

export function OwnerField({
  id,
  label,
  invalid,
  hint,
  ...input
}: { id: string; label: string; invalid?: boolean; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} required aria-invalid={invalid || undefined} {...input} />
      {hint}
    </div>
  );
}
