import type { CSSProperties, ReactNode } from 'react';
import type { HomeBanner as HomeBannerConfig, ImageSet, PageBanner, PageKey } from '../../schema/index.js';
import type { Card } from '../data/cards';
import { siteImage } from '../data/site-images';
import { useTranslation } from '../locales/use-translation';
import { siteConfig } from '../site-config';
import { textColourOn } from '../theme/contrast';
import { galleryKeyframes } from '../theme/gallery-keyframes';
import { Photo } from './Photo';
import { PropertyCard } from './PropertyCard';

/** The gallery's next images wait this long after the page's load: its first paint comes first. */
const NEXT_IMAGES_AFTER_MS = 1500;

// The moving banners' script (a fixed script of ours, no feed text): once the page has loaded, the
// gallery's next images come out of their <template> (inert: nothing in it loads before) and join
// in; the pause button (WCAG 2.2.2), shown only when scripts run, pauses the gallery's animation and
// the video.
const BANNER_SCRIPT = `(function(){addEventListener('load',function(){setTimeout(function(){document.querySelectorAll('.hero-slide[data-deferred]').forEach(function(s){
s.querySelectorAll('template').forEach(function(t){t.replaceWith(document.importNode(t.content,true));});
s.removeAttribute('data-deferred');});},${NEXT_IMAGES_AFTER_MS});});
document.querySelectorAll('[data-pause]').forEach(function(b){var h=b.closest('.hero');b.hidden=false;
b.addEventListener('click',function(){var p=h.classList.toggle('paused');b.setAttribute('aria-pressed',String(p));
h.querySelectorAll('video').forEach(function(v){p?v.pause():v.play();});});});})();`;

/**
 * A banner image; `later` ones (a gallery's next images) load after the page, not before its first
 * image: their picture waits in a <template>, valid HTML that fetches nothing, until the script takes
 * it out. Without scripts they never show (styles.css hides them) and the first image stays.
 */
function Slide({ image, eager = false, later = false }: { image: ImageSet | null; eager?: boolean; later?: boolean }) {
  const photo = <Photo image={image} alt="" sizes="100vw" eager={eager} />;
  return (
    <div className="hero-slide" data-deferred={later ? '' : undefined}>
      {later ? <template>{photo}</template> : photo}
    </div>
  );
}

export interface Project {
  id: number;
  url: string;
  name: string;
  city: string | null;
  image: ImageSet | null;
}

function Slider({ label, children }: { label: string; children: ReactNode[] }) {
  return (
    <ul className="slider" aria-label={label}>
      {children.map((child, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once
        <li key={i}>{child}</li>
      ))}
    </ul>
  );
}

/**
 * §2 home banner: image, fading gallery, muted looping video, properties slider or projects slider.
 * `children` (logo, title, descriptions, search box) sit on the image, or above a slider.
 */
export function HomeBanner({
  banner,
  cards,
  projects,
  children,
}: {
  banner: HomeBannerConfig | undefined;
  cards: Card[];
  projects: Project[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const type = banner?.type ?? 'none';
  const moving = banner?.type === 'gallery' || banner?.type === 'video';
  let media: ReactNode = null;
  let slider: ReactNode = null;
  if (banner?.type === 'image') media = <Slide image={siteImage(banner.image)} eager />;
  if (banner?.type === 'gallery') {
    media = (
      <div className="hero-gallery">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: keyframes from two configured numbers */}
        <style dangerouslySetInnerHTML={{ __html: galleryKeyframes(banner.images.length, banner.intervalMs) }} />
        {banner.images.map((path, i) => (
          <Slide key={path} image={siteImage(path)} eager={i === 0} later={i > 0} />
        ))}
      </div>
    );
  }
  if (banner?.type === 'video') {
    const poster = siteImage(banner.poster);
    const still = poster?.variants.find((v) => v.format === 'webp' && v.width >= 1360) ?? poster?.variants.at(-1);
    media = (
      <>
        <Slide image={poster} eager />
        <video
          className="hero-video"
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          poster={still ? `/media/${still.path}` : undefined}
        >
          <source src={banner.video.url} type={banner.video.mimetype} />
        </video>
      </>
    );
  }
  if (banner?.type === 'properties') {
    slider = (
      <Slider label={t('home.sliderProperties')}>
        {cards.slice(0, banner.maxItems).map((card) => (
          <PropertyCard key={card.id} card={card} heading="h2" />
        ))}
      </Slider>
    );
  }
  if (banner?.type === 'projects') {
    slider = (
      <Slider label={t('home.sliderProjects')}>
        {projects.slice(0, banner.maxItems).map((project) => (
          <article key={project.id} className="card">
            <a className="card-link" href={project.url}>
              <div className="card-photo">
                <Photo image={project.image} alt={project.name} sizes="(min-width: 640px) 33vw, 85vw" maxWidth={600} />
              </div>
              <div className="card-body">
                <h2 className="card-title">{project.name}</h2>
                {project.city && <p className="card-type">{project.city}</p>}
              </div>
            </a>
          </article>
        ))}
      </Slider>
    );
  }
  return (
    <section className={`hero hero-${type}${media ? ' hero-over-media' : ''}`}>
      {media && <div className="hero-media">{media}</div>}
      <div className="hero-content">{children}</div>
      {moving && (
        <>
          <button type="button" className="hero-pause" data-pause="" aria-pressed="false" hidden>
            {t('home.pause')}
          </button>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours (BANNER_SCRIPT) */}
          <script dangerouslySetInnerHTML={{ __html: BANNER_SCRIPT }} />
        </>
      )}
      {slider}
    </section>
  );
}

/** The banner of a page other than home: configured for the page, else for all pages. */
export const pageBannerOf = (key: PageKey): PageBanner | undefined =>
  siteConfig().banners.byPage[key] ?? siteConfig().banners.pages;

/**
 * A page's title and description: on its image or colour banner when one is configured (§2: title
 * and description show when public; the h1 stays for screen readers), else as plain heading.
 */
export function PageHeader({
  banner,
  title,
  description,
  children,
}: {
  banner: PageBanner | undefined;
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  const { showTitle, showDescription } = siteConfig().banners;
  if (!banner) {
    return (
      <header className="page-header">
        <h1>{title}</h1>
        {description && <p className="lead">{description}</p>}
        {children}
      </header>
    );
  }
  // The banner's two colours as variables too: a button on it takes them the other way round.
  const style =
    banner.type === 'color'
      ? ({
          backgroundColor: banner.color,
          color: textColourOn(banner.color),
          '--banner-bg': banner.color,
          '--banner-fg': textColourOn(banner.color),
        } as CSSProperties)
      : undefined;
  return (
    <header className={`page-banner page-banner-${banner.type}`} style={style}>
      {banner.type === 'image' && (
        <div className="hero-media">
          <Slide image={siteImage(banner.image)} eager />
        </div>
      )}
      <div className="page-banner-text">
        <h1 className={showTitle ? undefined : 'sr-only'}>{title}</h1>
        {showDescription && description && <p className="lead">{description}</p>}
        {children}
      </div>
    </header>
  );
}
