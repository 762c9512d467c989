import { CONTENT_IMAGES_FOLDER, LANGUAGES, type Language } from '../../../schema/index.js';
import { TICKED } from '../content/localized-fields.js';
import { FOOTER_TEXTS, footerField, menuField, photoField, THEME_COLOURS } from '../content/settings-form.js';
import { FormActions } from './FormActions.js';
import { LocalizedField } from './LocalizedField.js';
import { ADMIN_IMAGES } from './Nav.js';
import type { StaffTranslate } from './texts.js';

// The site's settings, an admin's: the top bar, the footer's columns, the colours, the home banner's
// photos, the banners' texts and the languages, in one plain POST on the version shown.

export interface SettingsFormProps {
  t: StaffTranslate;
  action: string;
  languages: readonly Language[];
  fields: Record<string, string>;
  /** The footer's columns, in the file's order. */
  footerColumns: number;
  /** The menu's items, children after their parent: each one's place and what it leads to. */
  menuItems: readonly { place: number[]; leadsTo: string }[];
  /** The photos the home banner may show, those it shows first; undefined: it is a video or a slider (site.json's). */
  photos: readonly string[] | undefined;
  version: string;
  errors: Record<string, string>;
  message?: { text: string; kind: 'error' | 'notice' };
}

function Check({ name, label, fields }: { name: string; label: string; fields: Record<string, string> }) {
  return (
    <label>
      <input type="checkbox" name={name} defaultChecked={fields[name] === TICKED} /> {label}
    </label>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <span id={id} className="error">
      {error}
    </span>
  ) : null;
}

export function SettingsForm(props: SettingsFormProps) {
  const { t, action, fields, footerColumns, menuItems, photos, version, errors, message } = props;
  return (
    <form method="post" action={action} aria-describedby={message ? 'settings-message' : undefined}>
      {message && (
        <p id="settings-message" className={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <input type="hidden" name="version" value={version} />
      <section aria-labelledby="settings-home">
        <h2 id="settings-home">{t('settings.home')}</h2>
        <LocalizedField {...props} name="home.title" label={t('settings.homeTitle')} optional />
        <LocalizedField
          {...props}
          name="home.description"
          label={t('settings.homeDescription')}
          hint={t('settings.homeDescriptionHint')}
          multiline="short"
          optional
        />
      </section>
      <section aria-labelledby="settings-menu">
        <h2 id="settings-menu">{t('settings.menu')}</h2>
        <p className="hint">{t('settings.menuHint')}</p>
        {menuItems.map(({ place, leadsTo }) => (
          <LocalizedField
            key={menuField(place)}
            {...props}
            name={menuField(place)}
            label={place.length > 1 ? `↳ ${leadsTo}` : leadsTo}
          />
        ))}
      </section>
      <section aria-labelledby="settings-top-bar">
        <h2 id="settings-top-bar">{t('settings.topBar')}</h2>
        <p className="checks">
          <Check name="topBar.show" label={t('settings.topBarShow')} fields={fields} />
        </p>
        <LocalizedField {...props} name="topBar.text" label={t('settings.topBarText')} optional />
      </section>
      <section aria-labelledby="settings-footer">
        <h2 id="settings-footer">{t('settings.footer')}</h2>
        {Array.from({ length: footerColumns }, (_, index) => footerField(index, 'title')).map((column, index) => (
          <fieldset key={column}>
            <legend>{t('settings.footerColumn', { n: index + 1 })}</legend>
            {FOOTER_TEXTS.map((text) => (
              <LocalizedField
                key={text}
                {...props}
                name={footerField(index, text)}
                label={t(`settings.footer.${text}`)}
                multiline={text === 'title' ? undefined : 'short'}
                optional
              />
            ))}
          </fieldset>
        ))}
      </section>
      <section aria-labelledby="settings-colours">
        <h2 id="settings-colours">{t('settings.colours')}</h2>
        <div className="colours">
          {THEME_COLOURS.map((colour) => (
            <div className="field" key={colour}>
              <label htmlFor={`theme-${colour}`}>{t(`settings.colour.${colour}`)}</label>
              <input
                id={`theme-${colour}`}
                name={`theme.${colour}`}
                type="color"
                defaultValue={fields[`theme.${colour}`]}
                aria-invalid={errors[`theme.${colour}`] ? true : undefined}
                aria-describedby={errors[`theme.${colour}`] ? `theme-${colour}-error` : undefined}
              />
              <FieldError id={`theme-${colour}-error`} error={errors[`theme.${colour}`]} />
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="settings-banner">
        <h2 id="settings-banner">{t('settings.banner')}</h2>
        {photos ? (
          <fieldset className="checks" aria-describedby="banner-photos-hint">
            <legend>{t('settings.bannerPhotos')}</legend>
            <p id="banner-photos-hint" className="hint">
              {errors['banner.photos'] ?? t('settings.bannerPhotosHint')}
            </p>
            <ul className="image-list">
              {photos.map((file) => {
                const name = file.split('/').at(-1) ?? file;
                return (
                  <li key={file}>
                    {file.startsWith(`${CONTENT_IMAGES_FOLDER}/`) && (
                      <img src={`${ADMIN_IMAGES}${name}`} alt="" width={160} height={120} />
                    )}
                    <Check name={photoField(file)} label={name} fields={fields} />
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ) : (
          <p className="hint">{t('settings.bannerOther')}</p>
        )}
        <p className="checks">
          <Check name="banner.showTitle" label={t('settings.bannerShowTitle')} fields={fields} />
          <Check name="banner.showDescription" label={t('settings.bannerShowDescription')} fields={fields} />
        </p>
      </section>
      <section aria-labelledby="settings-languages">
        <h2 id="settings-languages">{t('settings.languages')}</h2>
        <fieldset className="checks" aria-describedby="languages-hint">
          <legend>{t('settings.languagesEnabled')}</legend>
          <p id="languages-hint" className={errors.languages ? 'error' : 'hint'}>
            {errors.languages ?? t('settings.languagesHint')}
          </p>
          {LANGUAGES.map((language) => (
            <Check key={language} name={`languages.${language}`} label={language.toUpperCase()} fields={fields} />
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="languages-default">{t('settings.languagesDefault')}</label>
          <select
            id="languages-default"
            name="languages.default"
            defaultValue={fields['languages.default']}
            aria-invalid={errors['languages.default'] ? true : undefined}
            aria-describedby={errors['languages.default'] ? 'languages-default-error' : undefined}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language.toUpperCase()}
              </option>
            ))}
          </select>
          <FieldError id="languages-default-error" error={errors['languages.default']} />
        </div>
      </section>
      <FormActions t={t} languages={props.languages} preview={(language) => `${action}preview?language=${language}`} />
    </form>
  );
}
