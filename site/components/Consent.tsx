import { usePageContext } from 'vike-react/usePageContext';
import { needsConsent } from '../../schema/index.js';
import { CONSENT_DATA_ID } from '../client/consent/data';
import { scriptUrl } from '../data/client-assets';
import { pageKindOf } from '../routing/page-kind';
import { siteConfig } from '../site-config';
import { consentDataFor } from './consentData';

/** Whether this configuration asks for consent: only a tracking id or a listed optional cookie makes it. */
export const consentOn = (): boolean => needsConsent(siteConfig().tracking, siteConfig().consent);

/**
 * §4 the consent dialog and §7's tags: the page's data (texts, ids) as JSON, and the consent script.
 * Nothing when the configuration has no tracking id: such a site sets no cookie that needs consent.
 */
export function Consent() {
  const { locale, pageId, routeParams } = usePageContext();
  if (!consentOn() || !locale) return null;
  const data = consentDataFor(locale, pageKindOf(pageId, routeParams));
  return (
    <>
      <script
        type="application/json"
        id={CONSENT_DATA_ID}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, never run; `<` escaped so it cannot close the element
        dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
      />
      <script type="module" src={scriptUrl('site/client/consent.ts')} />
    </>
  );
}
