import { ALERT_CONFIRM_WITHIN_MS, ALERT_PAGE_QUERY, type Language } from '../../schema/index.js';
import { alertPageLink } from '../alerts/mail-payload.js';
import { ALERT_TEXTS } from '../alerts/texts.js';
import { buttonLink, mailDocument, paragraph } from './html.js';

// The double opt-in (issue 17): the only e-mail an alert gets before its address confirms it. Its
// link opens the alert page, whose button confirms (a GET changes nothing: mail scanners open links).
// Pure.

export function renderAlertConfirmation(
  alert: { id: number; token: string; email: string },
  language: Language,
  site: { siteName: string; siteUrl: string },
) {
  const texts = ALERT_TEXTS[language];
  const link = alertPageLink(site.siteUrl, language, alert, { [ALERT_PAGE_QUERY.confirm]: '1' });
  const valid = texts.confirmValid.replace('{days}', String(Math.round(ALERT_CONFIRM_WITHIN_MS / 86_400_000)));
  return {
    to: alert.email,
    subject: texts.confirmSubject,
    text: [texts.confirmIntro, '', link, '', valid, texts.confirmIgnore, '', site.siteName].join('\n'),
    html: mailDocument({
      language,
      title: texts.confirmSubject,
      body: [
        paragraph(texts.confirmIntro),
        buttonLink(link, texts.confirmButton),
        paragraph(valid, 'font-size:13px;color:#555555'),
        paragraph(texts.confirmIgnore, 'font-size:13px;color:#555555'),
        paragraph(site.siteName, 'font-size:13px;color:#555555'),
      ].join('\n'),
    }),
  };
}
