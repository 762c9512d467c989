import { gtag } from './gtag';
import type { TagPlan } from './tags-for';

// Loads the tags a plan names, each once per page. Only ever called after the Consent Mode default
// (site/client/consent.ts), so no tag runs before it.

const loaded = new Set<string>();

function addScript(src: string): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

export function loadTags(plan: TagPlan): void {
  const [first] = plan.gtag;
  if (first) {
    if (!loaded.has('gtag:js')) gtag('js', new Date());
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(first)}`);
    // `config` sends the page_view: now, after consent (§7).
    for (const id of plan.gtag) {
      if (loaded.has(`config:${id}`)) continue;
      loaded.add(`config:${id}`);
      gtag('config', id);
    }
    loaded.add('gtag:js');
  }
  if (plan.tagManager && !loaded.has(`gtm:${plan.tagManager}`)) {
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(plan.tagManager)}`);
    loaded.add(`gtm:${plan.tagManager}`);
  }
  if (plan.pixel && !loaded.has(`pixel:${plan.pixel}`)) {
    loaded.add(`pixel:${plan.pixel}`);
    // Meta's queue stub: calls wait in fbq.queue until fbevents.js replaces it.
    if (!window.fbq) {
      const fbq = Object.assign((...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args)), {
        queue: [] as unknown[],
        callMethod: undefined as ((...args: unknown[]) => void) | undefined,
        loaded: true,
        version: '2.0',
        push: undefined as unknown,
      });
      fbq.push = fbq;
      window.fbq = fbq;
      window._fbq = fbq;
    }
    addScript('https://connect.facebook.net/en_US/fbevents.js');
    window.fbq('init', plan.pixel);
    window.fbq('track', 'PageView');
  }
}
