import type { Language } from '../../../schema/index.js';
import type { EntryFormProps } from '../entry-routes.js';
import { FormActions } from './FormActions.js';
import { IdField } from './IdField.js';
import { LocalizedField } from './LocalizedField.js';
import { TextField } from './TextField.js';

// An office's form: its address and contacts, its opening hours and its page's text in the enabled
// languages side by side. A plain POST, as the article's.

export interface AgencyFormProps extends EntryFormProps {
  languages: readonly Language[];
}

export function AgencyForm(props: AgencyFormProps) {
  const { t, action, fields, version, isNew, errors, message } = props;
  const line = (name: string, type?: string) => (
    <TextField
      id={`agency-${name}`}
      name={name}
      label={t(`agency.${name}` as 'agency.name')}
      type={type}
      fields={fields}
      errors={errors}
    />
  );
  return (
    <form method="post" action={action} aria-describedby={message ? 'agency-message' : undefined}>
      {message && (
        <p id="agency-message" className={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <input type="hidden" name="version" value={version} />
      {isNew && <IdField t={t} id="agency-id" value={fields.id} error={errors.id} />}
      {line('name')}
      {line('street')}
      {line('zip')}
      {line('city')}
      {line('phone', 'tel')}
      {line('email', 'email')}
      <LocalizedField {...props} name="hours" label={t('agency.hours')} />
      <LocalizedField
        {...props}
        name="description"
        label={t('agency.description')}
        hint={t('article.bodyHint')}
        multiline="long"
      />
      <FormActions t={t} languages={props.languages} preview={props.preview} />
    </form>
  );
}
