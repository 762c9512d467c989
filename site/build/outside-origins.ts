import { type SiteConfig, tagOrigins } from '../../schema/index.js';

/**
 * The origins the pages load from besides their own: the map's tiles, a video banner hosted
 * elsewhere, and the tags whose ids are configured (the visitor's consent decides whether they load).
 */
export function outsideOrigins(config: SiteConfig) {
  const origin = (url: string) => new URL(url.replace(/\{[a-z]\}/g, '0'), 'http://self.invalid').origin;
  const own = (o: string) => o === 'http://self.invalid';
  const video = config.banners.home?.type === 'video' ? [origin(config.banners.home.video.url)] : [];
  const tags = tagOrigins(config.tracking);
  return {
    imageOrigins: [origin(config.map.tileUrl), ...tags.image].filter((o) => !own(o)),
    mediaOrigins: video.filter((o) => !own(o)),
    scriptOrigins: tags.script,
    connectOrigins: tags.connect,
  };
}
