import * as CookieConsent from 'vanilla-cookieconsent';
import STYLES from 'vanilla-cookieconsent/dist/cookieconsent.css?inline';
import {
  CONSENT_COOKIE,
  CONSENT_RESET_QUERY,
  type ConsentCategory,
  consentDefault,
  consentState,
  isPreview,
} from '../../schema/spec/consent';
import { CONSENT_DATA_ID, type ConsentData } from './consent/data';
import { dialogConfig } from './consent/dialog-config';
import { gtag } from './consent/gtag';
import { loadTags } from './consent/load-tags';
import { watchPageEvents } from './consent/page-events';
import { tagsFor } from './consent/tags-for';

// §4 cookie consent and §7 tags, on pages of a site whose configuration has tracking ids (none: the
// page has no such script). Order matters: Consent Mode's default (all denied) goes into the data
// layer first, then the dialog; a tag loads only from a choice that grants its category.

const element = document.getElementById(CONSENT_DATA_ID);
const data = element ? (JSON.parse(element.textContent ?? '{}') as ConsentData) : null;

let watching = false;

/**
 * Consent Mode `update` and the granted tags: on every choice and on every page of a return visit.
 * The page's events (§7) start after the first update, so a tag never reads one under the default.
 */
function apply(categories: readonly string[]): void {
  gtag('consent', 'update', consentState(categories));
  if (!data) return;
  loadTags(tagsFor(data.tracking, categories as ConsentCategory[]));
  if (!watching) watchPageEvents(data.page);
  watching = true;
}

// §4: `?setcookies` forgets the stored choice, so the dialog asks again; the query then leaves the
// address, so a reload does not forget the next choice too.
function forgetChoiceIfAsked(): void {
  const url = new URL(location.href);
  if (!url.searchParams.has(CONSENT_RESET_QUERY)) return;
  const expired = `${CONSENT_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
  // Before the library runs, so it finds no choice; both forms, as it sets the cookie with a domain.
  // biome-ignore lint/suspicious/noDocumentCookie: expiring one cookie, no store API needed
  document.cookie = expired;
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${expired}; domain=${location.hostname}`;
  url.searchParams.delete(CONSENT_RESET_QUERY);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

// The library moves the focus to a dialog's top when the dialog's fade-in ends, but it listens on
// the dialog itself, so any opacity transition inside (a category's toggle icon) ends there too and
// throws a keyboard user back to the top. Only a dialog's own transitions may reach it.
function keepFocusOnToggles(): void {
  document.addEventListener(
    'transitionend',
    (event) => {
      const target = event.target;
      if (target instanceof Element && target.closest('#cc-main') && !target.matches('.cm, .pm')) event.stopPropagation();
    },
    true,
  );
}

if (data && !isPreview(location.pathname, location.search)) {
  gtag('consent', 'default', consentDefault());
  keepFocusOnToggles();
  forgetChoiceIfAsked();
  const style = document.createElement('style');
  // The brand's colours (theme CSS variables) on the library's own stylesheet.
  style.textContent = `${STYLES}#cc-main{--cc-btn-primary-bg:var(--brand);--cc-btn-primary-border-color:var(--brand);--cc-btn-primary-hover-bg:#000;--cc-toggle-on-bg:var(--brand);--cc-link-color:var(--brand);--cc-font-family:inherit}`;
  document.head.append(style);
  const config = dialogConfig(data);
  void CookieConsent.run({
    ...config,
    onConsent: ({ cookie }) => apply(cookie.categories),
    onChange: ({ cookie }) => apply(cookie.categories),
  });
}
