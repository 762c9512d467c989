import { LANGUAGES, type Language } from '../../../schema/index.js';
import type { MemberFields } from '../content/member-form.js';
import { LocalizedField } from './ArticleForm.js';
import { IdField } from './IdField.js';
import type { StaffTranslate } from './texts.js';

// A team member's form: the name, the role with the enabled languages side by side, the office and
// the languages spoken. A plain POST, as the article's.

export interface MemberFormProps {
  t: StaffTranslate;
  action: string;
  languages: readonly Language[];
  fields: MemberFields;
  version: string;
  isNew: boolean;
  /** The offices a member belongs to: id and name. */
  agencies: readonly { id: string; name: string }[];
  errors: Record<string, string>;
  message?: { text: string; kind: 'error' | 'notice' };
}

function Field({
  id,
  name,
  label,
  type,
  props,
}: {
  id: string;
  name: string;
  label: string;
  type?: string;
  props: MemberFormProps;
}) {
  const error = props.errors[name];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={props.fields[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="error">
          {error}
        </span>
      )}
    </div>
  );
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
      <Field id="member-name" name="name" label={t('member.name')} props={props} />
      <LocalizedField {...props} name="role" label={t('member.role')} />
      <Field id="member-phone" name="phone" label={t('member.phone')} type="tel" props={props} />
      <Field id="member-email" name="email" label={t('member.email')} type="email" props={props} />
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
            <input type="checkbox" name={`speaks.${language}`} defaultChecked={fields[`speaks.${language}`] === 'on'} />{' '}
            {language.toUpperCase()}
          </label>
        ))}
      </fieldset>
      <p className="actions">
        <button type="submit">{t('article.save')}</button>
      </p>
    </form>
  );
}
