import type { InputHTMLAttributes, ReactNode } from 'react';
import { STAFF_PASSWORD_MIN, STAFF_PATHS } from '../../../schema/index.js';
import { STAFF_POLICY } from '../policy.js';
import type { StaffTranslate } from './texts.js';

// /admin/'s forms before a session: the login (with the forgotten password's, folded), its second
// factor's code, and the choice of a password from a link. Each error is named by the form's
// aria-describedby.

export function Form({ action, error, children }: { action: string; error?: string; children: ReactNode }) {
  const errorId = `${action.slice('/admin/'.length).replace(/\W+/g, '-')}-error`;
  return (
    <form method="post" action={action} aria-describedby={error ? errorId : undefined}>
      {error && (
        <p id={errorId} className="error" role="alert">
          {error}
        </p>
      )}
      {children}
    </form>
  );
}

export function Field({
  id,
  label,
  invalid,
  ...input
}: { id: string; label: string; invalid?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} required aria-invalid={invalid || undefined} {...input} />
    </div>
  );
}

export function LoginForms({ t, error, notice, email }: { t: StaffTranslate; error?: string; notice?: string; email?: string }) {
  return (
    <>
      <p>{t('login.intro')}</p>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <Form action={STAFF_PATHS.login} error={error}>
        <Field
          id="login-email"
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          maxLength={254}
          defaultValue={email}
          invalid={Boolean(error)}
        />
        <Field
          id="login-password"
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          invalid={Boolean(error)}
        />
        <button type="submit">{t('login.submit')}</button>
      </Form>
      <details>
        <summary>{t('forgot.summary')}</summary>
        <p>{t('forgot.intro', { minutes: STAFF_POLICY.resetMinutes })}</p>
        <Form action={STAFF_PATHS.passwordReset}>
          <Field
            id="reset-email"
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="username"
            maxLength={254}
            defaultValue={email}
          />
          <button type="submit">{t('forgot.submit')}</button>
        </Form>
      </details>
    </>
  );
}

export function PasswordForm({
  t,
  token,
  purpose,
  error,
}: {
  t: StaffTranslate;
  token: string;
  purpose: 'invite' | 'reset';
  error?: string;
}) {
  return (
    <>
      <p>{t(purpose === 'invite' ? 'password.intro.invite' : 'password.intro.reset')}</p>
      <Form action={STAFF_PATHS.password} error={error}>
        <input type="hidden" name="token" value={token} />
        <Field
          id="password-new"
          label={t('password.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={STAFF_PASSWORD_MIN}
          maxLength={200}
          invalid={Boolean(error)}
          aria-describedby="password-rule"
        />
        <p id="password-rule" className="hint">
          {t('password.rule', { min: STAFF_PASSWORD_MIN })}
        </p>
        <Field
          id="password-confirm"
          label={t('password.confirm')}
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          invalid={Boolean(error)}
        />
        <button type="submit">{t('password.submit')}</button>
      </Form>
    </>
  );
}

/** A six-digit code as a person types it: digits only on a phone's keyboard, filled by the app where it can. */
export function CodeField({ id, label, invalid }: { id: string; label: string; invalid?: boolean }) {
  return (
    <Field
      id={id}
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      invalid={invalid}
    />
  );
}

export function CodeForm({ t, ticket, error }: { t: StaffTranslate; ticket: string; error?: string }) {
  return (
    <>
      <p id="login-code-intro">{t('code.intro')}</p>
      <Form action={STAFF_PATHS.loginCode} error={error}>
        <input type="hidden" name="ticket" value={ticket} />
        <CodeField id="login-code" label={t('code.label')} invalid={Boolean(error)} />
        <button type="submit">{t('code.submit')}</button>
      </Form>
    </>
  );
}
