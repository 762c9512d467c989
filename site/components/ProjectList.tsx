import { type Language, NO_PROJECTS, type Project } from '../../schema/index.js';
import { scriptUrl } from '../data/client-assets';
import { useTranslation } from '../locales/use-translation';
import { ConstructionContact } from './ConstructionContact';
import { Photo } from './Photo';

// ?id={id} on a static site: every project is in the page, and this script hides all but the one
// asked for, and carries the id into the language switcher's links so another language shows the
// same project. Without scripts, or with an unknown id, the visitor sees them all.
const PICK_SCRIPT = `(function(){var id=new URLSearchParams(location.search).get('id');
var all=document.querySelectorAll('[data-project]');var hit=Array.prototype.some.call(all,function(a){return a.dataset.project===id;});
if(!hit)return;all.forEach(function(a){a.hidden=a.dataset.project!==id;});
document.querySelectorAll('a[hreflang]').forEach(function(a){a.search='?id='+encodeURIComponent(id);});})();`;

/** §2 project page (new-build projects): name, photos, description, address when public, website; §8's text when there is none. */
export function ProjectList({ projects, locale }: { projects: Project[]; locale: Language }) {
  const { t } = useTranslation();
  return (
    <section className="projects">
      {projects.length === 0 && <p className="no-projects">{NO_PROJECTS[locale]}</p>}
      {projects.map((project) => {
        const address = [
          project.addressPublished && [project.street, project.houseNumber].filter(Boolean).join(' '),
          [project.zip, project.city].filter(Boolean).join(' '),
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <article key={project.id} id={`project-${project.id}`} data-project={project.id} className="project">
            <h2>{project.name}</h2>
            {address && <p className="card-type">{address}</p>}
            <div className="gallery">
              {project.pictures.map((picture, i) => (
                <Photo
                  key={picture.url}
                  image={picture.image}
                  alt={picture.name ?? project.name}
                  sizes={i === 0 ? '(min-width: 1024px) 66vw, 100vw' : '(min-width: 1024px) 33vw, 50vw'}
                />
              ))}
            </div>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: description cleaned by the sync (sanitize-html) */}
            <div className="description" dangerouslySetInnerHTML={{ __html: project.description.html }} />
            {project.externalWeb && (
              <p>
                <a href={project.externalWeb} rel="noopener">
                  {t('project.website')}
                </a>
              </p>
            )}
            <ConstructionContact project={project} locale={locale} />
          </article>
        );
      })}
      {projects.length > 0 && <script type="module" src={scriptUrl('site/client/forms.ts')} />}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours (PICK_SCRIPT) */}
      <script dangerouslySetInnerHTML={{ __html: PICK_SCRIPT }} />
    </section>
  );
}
