import type { StaffTranslate } from './texts.js';

/** A new entry's identifier (an article's, a member's): typed once, never changed after its first save. */
export function IdField({ t, id, value, error }: { t: StaffTranslate; id: string; value: string | undefined; error?: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{t('article.id')}</label>
      <input
        id={id}
        name="id"
        required
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        maxLength={80}
        defaultValue={value}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
      />
      <span id={`${id}-hint`} className="hint">
        {error ?? t('article.idHint')}
      </span>
    </div>
  );
}
