// DOM events the site's scripts send each other, so that none imports another: the forms script
// says a form was completed, the consent script turns that into a data-layer event (§7).

/** Dispatched on a visitor form (bubbling) when the server accepted it, before the thank-you page. */
export const FORM_COMPLETE_EVENT = 'vitrine:form-complete';

export interface FormCompleteDetail {
  /** The form's kind (schema/forms), e.g. 'site-contact'. */
  kind: string;
}
