import { checkHttpUrl, classifyMediaLink, type UrlCheck } from '../../pipeline/derive/index.js';
import { linkSchema } from '../../schema/index.js';

// A feed's <video_url> and <virtual_tour_url> are hostile URLs (DESIGN.md, Dependency rules): each
// must be an absolute http(s) URL with a host and no credentials, and of a kind §5's link checks
// show (the same checks as Omnicasa's Videos and VirtualTour). extra.ts keeps a refused one aside.

/** A video link the site may show: YouTube, Vimeo, Facebook or a video file (§5). */
export function checkVideoUrl(raw: string): UrlCheck {
  const url = checkHttpUrl(raw);
  if (!url.ok) return url;
  return classifyMediaLink(url.url)
    ? url
    : { ok: false, reason: 'not a video link of §5 (YouTube, Vimeo, Facebook or a video file)' };
}

/** A virtual tour the site may show: Matterport, TVL or Yisual (§5). */
export function checkTourUrl(raw: string): UrlCheck {
  const url = checkHttpUrl(raw);
  if (!url.ok) return url;
  return classifyMediaLink(url.url)?.kind === 'tour'
    ? url
    : { ok: false, reason: 'not a virtual tour of §5 (Matterport, TVL or Yisual)' };
}

/** A virtual tour the model holds (its one virtualTour): §5's checks, and the link schema's. */
export function shownTourUrl(raw: string): { checked: UrlCheck; url: string | null } {
  const checked = checkTourUrl(raw);
  const url = checked.ok && linkSchema.safeParse({ name: null, url: checked.url }).success ? checked.url : null;
  return { checked, url };
}
