import { ALERT_API, ALERT_PAGE_QUERY, type Language, PAGE_PATHS } from '../../../schema/index.js';
import { scriptUrl } from '../../data/client-assets';
import { RESOURCES } from '../../locales/i18n';
import { useTranslation } from '../../locales/use-translation';
import { fillTemplate } from '../../search/list-filter';
import { siteConfig } from '../../site-config';
import { CriteriaFields, FrequencyField } from '../forms/CriteriaFields';
import { AlertForm } from './AlertForm';

/**
 * A search alert's page (issue 17), opened from its e-mails' links (?alert=&token=, &confirm=1 from
 * the confirmation e-mail): confirm it, change its criteria and frequency, stop it. Its script
 * (site/client/alert-page.ts) asks the server for the alert and shows the part that applies; nothing
 * changes before the visitor presses a button (mail scanners open links). Without the script, or
 * without a link, the page says what it is for and how to reach the agency.
 */
export function AlertPage({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  const { phone, email } = siteConfig().agency;
  const page = RESOURCES[locale].alerts.page;
  // Raw templates where the script fills a value ({{email}}), with textContent only.
  const texts = {
    loading: page.loading,
    recipient: page.recipient,
    confirmed: page.confirmed,
    alreadyConfirmed: page.alreadyConfirmed,
    saved: page.saved,
    stopped: page.stopped,
    wrongLink: page.wrongLink,
    unreachable: fillTemplate(page.unreachable, { phone, email }),
  };
  return (
    <div
      className="alert-page"
      data-alert-page=""
      data-api={JSON.stringify(ALERT_API)}
      data-query={JSON.stringify(ALERT_PAGE_QUERY)}
      data-texts={JSON.stringify(texts)}
    >
      <p data-alert-intro="">{t('alerts.page.intro')}</p>
      <p className="alert-status" role="status" aria-live="polite" tabIndex={-1} data-alert-status="" />
      <p className="alert-recipient" data-alert-recipient="" hidden />
      <div className="alert-part" data-alert-confirm="" hidden>
        <p>{t('alerts.page.unconfirmed')}</p>
        <button type="button" className="button" data-alert-action="confirm">
          {t('alerts.page.confirm')}
        </button>
      </div>
      <section className="alert-part" data-alert-manage="" aria-labelledby="alert-criteria-title" hidden>
        <h2 id="alert-criteria-title">{t('alerts.page.criteria')}</h2>
        <AlertForm id="alert-form" locale={locale} submit={t('alerts.page.save')} privacy={false}>
          <CriteriaFields locale={locale} prefix="criteria." />
          <FrequencyField />
        </AlertForm>
      </section>
      <section className="alert-part" data-alert-stop="" aria-labelledby="alert-stop-title" hidden>
        <h2 id="alert-stop-title">{t('alerts.page.stopTitle')}</h2>
        <p>{t('alerts.page.stopText')}</p>
        <button type="button" className="button secondary" data-alert-action="unsubscribe">
          {t('alerts.page.stop')}
        </button>
      </section>
      <p data-alert-again="" hidden>
        <a href={PAGE_PATHS.demandRegister[locale]}>{t('alerts.page.again')}</a>
      </p>
      <p>{t('alerts.page.reach', { phone, email })}</p>
      <script type="module" src={scriptUrl('site/client/alert-page.ts')} />
    </div>
  );
}
