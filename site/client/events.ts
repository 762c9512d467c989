// DOM events the site's scripts send each other, so that none imports another: the forms script
// says a form was completed, the consent script turns that into a data-layer event (§7).

/** Dispatched on a visitor form (bubbling) when the server accepted it, before the thank-you page. */
export const FORM_COMPLETE_EVENT = 'vitrine:form-complete';

export interface FormCompleteDetail {
  /** The form's kind (schema/forms), e.g. 'site-contact'. */
  kind: string;
}

/**
 * Dispatched on the document once the forms script has set up the page's forms; the same moment
 * sets this attribute on the root element. The inline loaders (site/components/forms/FormsLoader.tsx)
 * hold a submit that comes before it, and send it again then.
 */
export const FORMS_READY_EVENT = 'vitrine:forms-ready';
export const FORMS_READY_ATTRIBUTE = 'data-forms-ready';
