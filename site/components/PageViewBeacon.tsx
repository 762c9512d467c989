import { usePageContext } from 'vike-react/usePageContext';
import { classifyReferrer, isPreview, PAGE_VIEW_PATH, REFERRER_HOSTS } from '../../schema/index.js';
import { pageKindOf } from '../routing/page-kind';
import { inlineSource } from './inline-source';

// The first-party page-view beacon (§1 owner portal, §7): on every page, with or without consent,
// because it sets and reads nothing on the device and sends nothing that names a person: the
// property id, the language and the referrer's class (schema/page-view.ts; the landing query too, for
// links tagged as e-mail). The code is the same on
// every page (one CSP hash); the property id rides on the element. The referrer and preview rules
// are the schema's own functions, inlined as source, so the unit-tested code is the code that runs.
const BEACON = `(function(s){try{if((${inlineSource(isPreview)})(location.pathname,location.search))return;
var b={propertyId:s&&s.dataset.property||null,language:document.documentElement.lang,
referrer:(${inlineSource(classifyReferrer)})(document.referrer,location.hostname,${JSON.stringify(REFERRER_HOSTS)},location.search)};
navigator.sendBeacon(${JSON.stringify(PAGE_VIEW_PATH)},new Blob([JSON.stringify(b)],{type:'application/json'}))}catch(e){}})(document.currentScript)`;

export function PageViewBeacon() {
  const { locale, pageId, routeParams } = usePageContext();
  if (!locale) return null;
  const propertyId = pageKindOf(pageId, routeParams).propertyId ?? undefined;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours (BEACON); the id is an attribute
  return <script data-property={propertyId} dangerouslySetInnerHTML={{ __html: BEACON }} />;
}
