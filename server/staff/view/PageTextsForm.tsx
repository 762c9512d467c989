import type { Language } from '../../../schema/index.js';
import { moduleField } from '../content/page-texts-form.js';
import { FormActions } from './FormActions.js';
import { LocalizedField } from './LocalizedField.js';
import type { StaffTranslate } from './texts.js';

// A page's texts: its title and description, then each module's, the languages side by side, a
// missing translation marked. A plain POST on the version shown, as an article's form.

export function PageTextsForm(props: {
  t: StaffTranslate;
  action: string;
  languages: readonly Language[];
  /** The page's modules, in the file's order: their ids, to name each. */
  modules: readonly string[];
  fields: Record<string, string>;
  version: string;
  errors: Record<string, string>;
  message?: { text: string; kind: 'error' | 'notice' };
}) {
  const { t, action, modules, version, message } = props;
  return (
    <form method="post" action={action} aria-describedby={message ? 'page-message' : undefined}>
      {message && (
        <p id="page-message" className={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <input type="hidden" name="version" value={version} />
      <p className="hint">{t('pages.emptyHint')}</p>
      <LocalizedField {...props} name="title" label={t('pages.title')} optional />
      <LocalizedField {...props} name="description" label={t('pages.description')} multiline="short" optional />
      {modules.map((id, index) => (
        <section key={id} aria-labelledby={`module-${index}`}>
          <h2 id={`module-${index}`}>{t('pages.module', { id })}</h2>
          <LocalizedField {...props} name={moduleField(index, 'title')} label={t('pages.moduleTitle')} optional />
          <LocalizedField
            {...props}
            name={moduleField(index, 'description')}
            label={t('pages.moduleDescription')}
            multiline="short"
            optional
          />
        </section>
      ))}
      <FormActions t={t} languages={props.languages} preview={(language) => `${action}/preview?language=${language}`} />
    </form>
  );
}
