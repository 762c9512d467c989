import { LANGUAGES, type Language } from '../../../schema/index.js';
import { TICKED } from '../content/localized-fields.js';
import type { EntryFormProps } from '../entry-routes.js';
import { FormActions } from './FormActions.js';
import { IdField } from './IdField.js';
import { LocalizedField } from './LocalizedField.js';
import { TextField } from './TextField.js';

// A team member's form: the name, the role with the enabled languages side by side, the office and
// the languages spoken. A plain POST, as the article's.

export interface MemberFormProps extends EntryFormProps {
  languages: readonly Language[];
  /** The offices a member belongs to: id and name. */
  agencies: readonly { id: string; name: string }[];
}

export function MemberForm(props: MemberFormProps) {
  const { t, action, fields, version, isNew, errors, message, agencies } = props;
  return (
    <form method="post" action={action} aria-describedby={message ? 'member-message' : undefined}>
      {message && (
        <p id="member-message" className={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <input type="hidden" name="version" value={version} />
      {isNew && <IdField t={t} id="member-id" value={fields.id} error={errors.id} />}
      <TextField id="member-name" name="name" label={t('member.name')} fields={fields} errors={errors} />
      <LocalizedField {...props} name="role" label={t('member.role')} />
      <TextField id="member-phone" name="phone" label={t('member.phone')} type="tel" fields={fields} errors={errors} />
      <TextField id="member-email" name="email" label={t('member.email')} type="email" fields={fields} errors={errors} />
      <div className="field">
        <label htmlFor="member-agency">{t('member.agency')}</label>
        <select id="member-agency" name="agency" defaultValue={fields.agency} aria-invalid={errors.agency ? true : undefined}>
          {agencies.map((agency) => (
            <option key={agency.id} value={agency.id}>
              {agency.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="checks">
        <legend>{t('member.languages')}</legend>
        {LANGUAGES.map((language) => (
          <label key={language}>
            <input type="checkbox" name={`speaks.${language}`} defaultChecked={fields[`speaks.${language}`] === TICKED} />{' '}
            {language.toUpperCase()}
          </label>
        ))}
      </fieldset>
      <FormActions t={t} languages={props.languages} preview={props.preview} />
    </form>
  );
}
