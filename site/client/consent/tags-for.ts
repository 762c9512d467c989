import type { ConsentCategory, Tracking } from '../../../schema/index.js';

// Which tags may run for the categories a visitor granted (§4, §7): a tag needs its id configured and
// its category granted. Pure: the consent script loads what this returns, the unit tests read it.

export interface TagPlan {
  /** gtag.js, with the ids to `config` (GA4 for analytics, Google Ads for marketing). */
  gtag: string[];
  /** The Tag Manager container: its own tags read Consent Mode, so it needs analytics or marketing. */
  tagManager: string | null;
  /** The social (Meta) pixel. */
  pixel: string | null;
}

export function tagsFor(tracking: Tracking, granted: readonly ConsentCategory[]): TagPlan {
  const has = (c: ConsentCategory) => granted.includes(c);
  return {
    gtag: [
      ...(tracking.analyticsId && has('analytics') ? [tracking.analyticsId] : []),
      ...(tracking.adsId && has('marketing') ? [tracking.adsId] : []),
    ],
    tagManager: tracking.tagManagerId && (has('analytics') || has('marketing')) ? tracking.tagManagerId : null,
    pixel: tracking.socialPixelId && has('social') ? tracking.socialPixelId : null,
  };
}
