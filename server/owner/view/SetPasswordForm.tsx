import { OWNER_API, OWNER_PASSWORD_MAX, OWNER_PASSWORD_MIN } from '../../../schema/index.js';
import type { ViewContext } from './view-context.js';

// The page an invitation or a reset link opens: the link's token travels in a hidden field, the
// password twice (the server compares them: ownerSetPasswordSchema), marked as a new password so
// a password manager offers to make one.

export interface SetPasswordFormProps {
  token: string;
  purpose: 'invite' | 'reset';
  error?: string;
}

export function SetPasswordForm({ token, purpose, error, view }: SetPasswordFormProps & { view: ViewContext }) {
  const { t, language } = view;
  const describedBy = error ? 'owner-password-error owner-password-rule' : 'owner-password-rule';
  return (
    <div className="owner-set-password">
      <h2>{t(purpose === 'invite' ? 'setPassword.heading.invite' : 'setPassword.heading.reset')}</h2>
      <p>{t(purpose === 'invite' ? 'setPassword.intro.invite' : 'setPassword.intro.reset')}</p>
      <form
        method="post"
        action={OWNER_API.password}
        className="visitor-form owner-form"
        aria-describedby={error ? 'owner-password-error' : undefined}
      >
        {error && (
          <p id="owner-password-error" className="error-summary" role="alert">
            {error}
          </p>
        )}
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="language" value={language} />
        <div className="field">
          <label htmlFor="owner-password">{t('setPassword.password')}</label>
          <input
            id="owner-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={OWNER_PASSWORD_MIN}
            maxLength={OWNER_PASSWORD_MAX}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
          />
          <p id="owner-password-rule" className="field-hint">
            {t('setPassword.rule', { min: OWNER_PASSWORD_MIN })}
          </p>
        </div>
        <div className="field">
          <label htmlFor="owner-password-confirm">{t('setPassword.confirm')}</label>
          <input
            id="owner-password-confirm"
            name="passwordConfirm"
            type="password"
            autoComplete="new-password"
            required
            minLength={OWNER_PASSWORD_MIN}
            maxLength={OWNER_PASSWORD_MAX}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <button type="submit" className="button">
          {t('setPassword.submit')}
        </button>
      </form>
    </div>
  );
}
