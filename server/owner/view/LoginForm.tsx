import { OWNER_API, OWNER_PASSWORD_MAX } from '../../../schema/index.js';
import { OWNER_POLICY } from '../policy.js';
import { OwnerField, OwnerForm } from './FormParts.js';
import type { ViewContext } from './view-context.js';

// The login form, plain HTML: it posts to the API and the server answers with a page or a 303, so
// it works without JavaScript. Under it, the forgotten-password form, folded in a <details>.

export interface LoginFormProps {
  /** §8's login-failed text, or the lock text. */
  error?: string;
  /** E.g. "you are logged out", "if an account exists, a link was sent". */
  notice?: string;
  /** The address typed last time, so a failed login keeps it. */
  email?: string;
}

export function LoginForm({ error, notice, email, view }: LoginFormProps & { view: ViewContext }) {
  const { t, language } = view;
  return (
    <div className="owner-login">
      <h2>{t('login.heading')}</h2>
      <p>{t('login.intro')}</p>
      {notice && (
        <p className="owner-notice" role="status">
          {notice}
        </p>
      )}
      <OwnerForm action={OWNER_API.login} language={language} error={error} errorId="owner-login-error">
        <OwnerField
          id="owner-login-email"
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          maxLength={254}
          defaultValue={email}
          invalid={Boolean(error)}
        />
        <OwnerField
          id="owner-login-password"
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={OWNER_PASSWORD_MAX}
          invalid={Boolean(error)}
        />
        <button type="submit" className="button">
          {t('login.submit')}
        </button>
      </OwnerForm>
      <details className="owner-forgot">
        <summary>{t('forgot.summary')}</summary>
        <p id="owner-reset-intro">{t('forgot.intro', { minutes: OWNER_POLICY.resetMinutes })}</p>
        <OwnerForm action={OWNER_API.passwordReset} language={language} describedBy="owner-reset-intro">
          <OwnerField
            id="owner-reset-email"
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="username"
            maxLength={254}
            defaultValue={email}
          />
          <button type="submit" className="button secondary">
            {t('forgot.submit')}
          </button>
        </OwnerForm>
      </details>
    </div>
  );
}
