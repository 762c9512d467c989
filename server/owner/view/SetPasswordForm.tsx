import { OWNER_API, OWNER_PASSWORD_MAX, OWNER_PASSWORD_MIN } from '../../../schema/index.js';
import { OwnerField, OwnerForm } from './FormParts.js';
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
  // Both fields: a new password a password manager may offer to make, checked for length on the way.
  const newPassword = {
    type: 'password',
    autoComplete: 'new-password',
    minLength: OWNER_PASSWORD_MIN,
    maxLength: OWNER_PASSWORD_MAX,
    invalid: Boolean(error),
  } as const;
  return (
    <div className="owner-set-password">
      <h2>{t(purpose === 'invite' ? 'setPassword.heading.invite' : 'setPassword.heading.reset')}</h2>
      <p>{t(purpose === 'invite' ? 'setPassword.intro.invite' : 'setPassword.intro.reset')}</p>
      <OwnerForm action={OWNER_API.password} language={language} error={error} errorId="owner-password-error">
        <input type="hidden" name="token" value={token} />
        <OwnerField
          id="owner-password"
          label={t('setPassword.password')}
          name="password"
          {...newPassword}
          aria-describedby={describedBy}
          hint={
            <p id="owner-password-rule" className="field-hint">
              {t('setPassword.rule', { min: OWNER_PASSWORD_MIN })}
            </p>
          }
        />
        <OwnerField id="owner-password-confirm" label={t('setPassword.confirm')} name="passwordConfirm" {...newPassword} />
        <button type="submit" className="button">
          {t('setPassword.submit')}
        </button>
      </OwnerForm>
    </div>
  );
}
