import { OWNER_API, OWNER_PASSWORD_MAX } from '../../../schema/index.js';
import { OWNER_POLICY } from '../policy.js';
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
      <form
        method="post"
        action={OWNER_API.login}
        className="visitor-form owner-form"
        aria-describedby={error ? 'owner-login-error' : undefined}
      >
        {error && (
          <p id="owner-login-error" className="error-summary" role="alert">
            {error}
          </p>
        )}
        <input type="hidden" name="language" value={language} />
        <div className="field">
          <label htmlFor="owner-login-email">{t('login.email')}</label>
          <input
            id="owner-login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
            defaultValue={email}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="owner-login-password">{t('login.password')}</label>
          <input
            id="owner-login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={OWNER_PASSWORD_MAX}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <button type="submit" className="button">
          {t('login.submit')}
        </button>
      </form>
      <details className="owner-forgot">
        <summary>{t('forgot.summary')}</summary>
        <p id="owner-reset-intro">{t('forgot.intro', { minutes: OWNER_POLICY.resetMinutes })}</p>
        <form
          method="post"
          action={OWNER_API.passwordReset}
          className="visitor-form owner-form"
          aria-describedby="owner-reset-intro"
        >
          <input type="hidden" name="language" value={language} />
          <div className="field">
            <label htmlFor="owner-reset-email">{t('login.email')}</label>
            <input
              id="owner-reset-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              maxLength={254}
              defaultValue={email}
            />
          </div>
          <button type="submit" className="button secondary">
            {t('forgot.submit')}
          </button>
        </form>
      </details>
    </div>
  );
}
