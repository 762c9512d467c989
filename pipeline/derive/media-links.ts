// §5 Link checks: which video and virtual-tour links the site may show, and how.

export type MediaLink =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'facebook' }
  | { kind: 'tour'; host: 'matterport' | 'tvl' | 'yisual' }
  | { kind: 'file'; extension: string };

const VIDEO_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'];

/** A recognised video or tour link, or null: anything else is not shown. */
export function classifyMediaLink(raw: string): MediaLink | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
  const youtube =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com'
        ? (url.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1])
        : null;
  if (youtube !== null && youtube !== undefined) return /^[\w-]{11}$/.test(youtube) ? { kind: 'youtube', id: youtube } : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /(\d+)\/?$/.exec(url.pathname)?.[1];
    return id ? { kind: 'vimeo', id } : null;
  }
  if ((host === 'facebook.com' || host === 'fb.watch') && (host === 'fb.watch' || /\/videos?\/|\/watch/.test(url.pathname)))
    return { kind: 'facebook' };
  if (host.endsWith('matterport.com')) return { kind: 'tour', host: 'matterport' };
  if (host.endsWith('tvl.be') || host.endsWith('tvl.immo')) return { kind: 'tour', host: 'tvl' };
  if (host.endsWith('yisual.com')) return { kind: 'tour', host: 'yisual' };
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  return extension && VIDEO_EXTENSIONS.includes(extension) ? { kind: 'file', extension } : null;
}
