import { ARTICLE_CATEGORIES, type Language } from '../../../schema/index.js';
import type { ArticleFields } from '../content/article-form.js';
import { FormActions } from './FormActions.js';
import { IdField } from './IdField.js';
import { LocalizedField } from './LocalizedField.js';
import type { StaffTranslate } from './texts.js';

// An article's form: each text with the enabled languages side by side, a missing translation
// marked, each error next to its field (named by aria-describedby). A plain POST: no JavaScript needed.

export interface ArticleFormProps {
  t: StaffTranslate;
  action: string;
  languages: readonly Language[];
  fields: ArticleFields;
  /** The digest of the file the form shows: a save on another one is refused. */
  version: string;
  isNew: boolean;
  /** The photos an article may show (the uploads' paths, newest first). */
  images: readonly string[];
  /** Messages by field name ("title.nl"). */
  errors: Record<string, string>;
  /** The form's whole message (nothing saved, saved and being published, live…). */
  message?: { text: string; kind: 'error' | 'notice' };
}

export function ArticleForm(props: ArticleFormProps) {
  const { t, action, fields, version, isNew, errors, message, images, languages } = props;
  const services = fields.category === 'services';
  return (
    <form method="post" action={action} aria-describedby={message ? 'article-message' : undefined}>
      {message && (
        <p id="article-message" className={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <input type="hidden" name="version" value={version} />
      {isNew && (
        <>
          <IdField t={t} id="article-id" value={fields.id} error={errors.id} />
          <div className="field">
            <label htmlFor="article-category">{t('article.category')}</label>
            <select id="article-category" name="category" defaultValue={fields.category}>
              {ARTICLE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`category.${category}`)}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      {(fields.category === 'news' || isNew) && (
        <div className="field">
          <label htmlFor="article-date">{t('article.date')}</label>
          <input
            id="article-date"
            name="date"
            type="date"
            defaultValue={fields.date}
            aria-invalid={errors.date ? true : undefined}
          />
          {errors.date && <span className="error">{errors.date}</span>}
        </div>
      )}
      <LocalizedField {...props} name="title" label={t('article.title')} />
      {services && <LocalizedField {...props} name="slug" label={t('article.slug')} />}
      <LocalizedField {...props} name="summary" label={t('article.summary')} multiline="short" />
      <LocalizedField {...props} name="body" label={t('article.body')} hint={t('article.bodyHint')} multiline="long" />
      <div className="field">
        <label htmlFor="article-image">{t('article.image')}</label>
        <select id="article-image" name="image" defaultValue={fields.image} aria-describedby="article-image-hint">
          <option value="">{t('article.imageNone')}</option>
          {/* A file named by the article but no longer among the uploads stays choosable: the save names what is wrong. */}
          {[...new Set([...(fields.image ? [fields.image] : []), ...images])].map((file) => (
            <option key={file} value={file}>
              {file.split('/').at(-1)}
            </option>
          ))}
        </select>
        <span id="article-image-hint" className="hint">
          {errors.image ?? t('article.imageHint')}
        </span>
      </div>
      <LocalizedField {...props} name="alt" label={t('article.alt')} />
      <FormActions t={t} languages={languages} preview={(language) => `${action}/preview?language=${language}`} />
    </form>
  );
}
