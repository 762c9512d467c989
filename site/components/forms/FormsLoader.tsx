import { FORMS_READY_ATTRIBUTE, FORMS_READY_EVENT } from '../../client/events';
import { scriptUrl } from '../../data/client-assets';

/** When a loader fetches the forms script, besides the first focus in its forms. */
export type FormsLoadTrigger = 'focus' | 'after-load';

/**
 * The inline script that fetches the forms script (site/client/forms.ts) for the forms inside the
 * element `scopeId`, instead of a module script that the page fetches and runs before its first
 * paint. It fetches it on the first focus in those forms, and with `after-load` also once the page
 * has loaded, its next frame is drawn (the photo's, often) and the browser is idle (the property
 * page: its visit slots and conditional fields are ready before a visitor reaches them, and the
 * photo is not kept waiting). A submit that comes before the script is held, and sent again once
 * the script has set up the forms: nothing typed is lost. A link to one of its forms (#visit)
 * opens that form's disclosure as the page is parsed (the script does it for later links), and
 * fetches the script at once. Another loader, or a module script of the page, may have fetched it
 * already.
 */
export function formsLoaderOf(src: string, scopeId: string, trigger: FormsLoadTrigger): string {
  const quoted = JSON.stringify(src);
  return (
    `(function(){var e=document.getElementById(${JSON.stringify(scopeId)});if(!e)return;var h=[],d=document.documentElement;` +
    `function l(){if(document.querySelector('script[src="'+${quoted}+'"]'))return;` +
    `var s=document.createElement('script');s.type='module';s.src=${quoted};document.head.append(s)}` +
    `document.addEventListener(${JSON.stringify(FORMS_READY_EVENT)},function(){h.splice(0).forEach(function(x){x[0].requestSubmit(x[1])})});` +
    `e.addEventListener('submit',function(v){if(d.hasAttribute(${JSON.stringify(FORMS_READY_ATTRIBUTE)}))return;` +
    `v.preventDefault();h.push([v.target,v.submitter]);l()});` +
    `e.addEventListener('focusin',l,{once:true});` +
    // A link to one of these forms (#visit): its disclosure opens now, before the first paint, and the script comes at once.
    `try{var t=document.getElementById(decodeURIComponent(location.hash.slice(1)));if(t&&e.contains(t)){if(t.tagName==='DETAILS')t.open=true;l()}}catch(x){}` +
    (trigger === 'after-load'
      ? `addEventListener('load',function(){requestAnimationFrame(function(){(window.requestIdleCallback||setTimeout)(l)})},{once:true});`
      : '') +
    '})()'
  );
}

/** The loader of the forms script for the forms inside the element `scope` (formsLoaderOf). */
export function FormsLoader({ scope, trigger }: { scope: string; trigger: FormsLoadTrigger }) {
  const html = formsLoaderOf(scriptUrl('site/client/forms.ts'), scope, trigger);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, the element's id and the bundle's hashed URL
  return <script dangerouslySetInnerHTML={{ __html: html }} />;
}
