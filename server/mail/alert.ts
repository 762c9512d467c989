import { type Language, oneLine } from '../../schema/index.js';
import { type AlertCard, alertMailLinksOf, alertMailPayloadSchema } from '../alerts/mail-payload.js';
import { ALERT_TEXTS } from '../alerts/texts.js';
import type { StoredSubmission } from '../outbox/worker.js';
import { buttonLink, escapeHtml, mailDocument, paragraph } from './html.js';

// A search alert's e-mail (an `alert-mail` submission queued by `vitrine alerts send`): a card per
// property with its photo, title, city and price (and the former price after a drop), in the
// alert's language, HTML with a plain-text part. It carries the RFC 8058 one-click unsubscribe
// (List-Unsubscribe and List-Unsubscribe-Post) and, in its body, the manage and unsubscribe links.
// Everything comes from the payload, fixed when it was queued. Pure.

/** The kind of the submissions that are alert e-mails: internal, no visitor posts it (not a FormKind). */
export const ALERT_MAIL_KIND = 'alert-mail';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

function cardHtml(card: AlertCard, language: Language): string {
  const texts = ALERT_TEXTS[language];
  const href = escapeHtml(card.url);
  const photo = card.photo
    ? `<a href="${href}"><img src="${escapeHtml(card.photo.url)}" width="${card.photo.width}" height="${card.photo.height}" alt="${escapeHtml(card.title)}" style="display:block;width:100%;max-width:${card.photo.width}px;height:auto;border:0;border-radius:4px"></a>`
    : '';
  const former = card.formerPrice
    ? ` <span style="color:#666666">${escapeHtml(fill(texts.formerPrice, { price: card.formerPrice }))}</span>`
    : '';
  return [
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px"><tr><td>',
    photo,
    `<p style="margin:10px 0 0;font-size:13px;font-weight:bold;color:#1f4e79;text-transform:uppercase">${escapeHtml(texts.badges[card.kind])}</p>`,
    `<h2 style="margin:4px 0;font-size:18px;line-height:1.3"><a href="${href}" style="color:#1a1a1a">${escapeHtml(card.title)}</a></h2>`,
    `<p style="margin:0;color:#555555">${escapeHtml(card.city)}</p>`,
    `<p style="margin:4px 0 0;font-size:16px"><strong>${escapeHtml(card.price)}</strong>${former}</p>`,
    `<p style="margin:8px 0 0"><a href="${href}" style="color:#1f4e79">${escapeHtml(texts.view)}</a></p>`,
    '</td></tr></table>',
  ].join('\n');
}

function cardText(card: AlertCard, language: Language): string[] {
  const texts = ALERT_TEXTS[language];
  const former = card.formerPrice ? ` (${fill(texts.formerPrice, { price: card.formerPrice })})` : '';
  return [
    `${texts.badges[card.kind]} – ${oneLine(card.title)}`,
    `${oneLine(card.city)} · ${oneLine(card.price)}${former}`,
    card.url,
    '',
  ];
}

export function renderAlertMail(submission: StoredSubmission, site: { siteName: string }) {
  const parsed = alertMailPayloadSchema.safeParse(submission.payload);
  const secretLinks = alertMailLinksOf(submission.payload);
  if (submission.kind !== ALERT_MAIL_KIND || !parsed.success || !secretLinks) return null;
  const mail = { ...parsed.data, links: { ...parsed.data.links, ...secretLinks } };
  const language: Language = submission.language in ALERT_TEXTS ? (submission.language as Language) : 'fr';
  const texts = ALERT_TEXTS[language];
  const count = mail.total === 1 ? texts.subjectOne : fill(texts.subjectOther, { n: mail.total });
  const subject = oneLine(`${count} – ${site.siteName}`);
  const rest = mail.total - mail.cards.length;
  const more = rest <= 0 ? null : rest === 1 ? texts.moreOne : fill(texts.moreOther, { n: rest });
  const footerLink = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#555555">${escapeHtml(label)}</a>`;
  const html = mailDocument({
    language,
    title: subject,
    body: [
      paragraph(texts.intro),
      ...mail.cards.map((card) => cardHtml(card, language)),
      ...(more ? [paragraph(more)] : []),
      buttonLink(mail.links.list, texts.list),
      `<p style="margin:24px 0 0;font-size:13px;color:#555555">${footerLink(mail.links.manage, texts.manage)} · ${footerLink(mail.links.unsubscribe, texts.unsubscribe)}</p>`,
      paragraph(texts.why, 'font-size:13px;color:#555555;margin-top:12px'),
      paragraph(site.siteName, 'font-size:13px;color:#555555'),
    ].join('\n'),
  });
  const text = [
    texts.intro,
    '',
    ...mail.cards.flatMap((card) => cardText(card, language)),
    ...(more ? [more, ''] : []),
    `${texts.list}: ${mail.links.list}`,
    '',
    `${texts.manage}: ${mail.links.manage}`,
    `${texts.unsubscribe}: ${mail.links.unsubscribe}`,
    '',
    texts.why,
    site.siteName,
  ].join('\n');
  return {
    to: mail.email,
    subject,
    text,
    html,
    headers: {
      // RFC 8058: the mail client's own "unsubscribe" POSTs List-Unsubscribe=One-Click to this URL.
      'List-Unsubscribe': `<${mail.links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
