import { FORM_ERRORS } from '../../../schema/forms/messages';
import { CAPTCHA_HEADER } from '../../../schema/spec/forms';
import type { Language } from '../../../schema/spec/languages';
import type { Section } from '../../../schema/spec/routes';
import { fillTemplate, type ListFilter, type SortOrder } from '../../search/list-filter';
import { FORM_COMPLETE_EVENT, type FormCompleteDetail } from '../events';
import { formBody } from '../form/body';
import { Captcha } from '../form/captcha';
import { clearErrors, showErrors } from '../form/errors';
import { newKey } from '../form/key';
import { callApi } from './api';
import { alertPartOf, criteriaOfFilter, leftOutOfAlert, listUrlOf } from './criteria-of-filter';

// "Save this search" on a filtered list (site/components/alert/SaveSearch.tsx), a chunk the list's
// script fetches when the visitor reaches for it. The alert takes the list's filters as they are
// when the form is sent; the server answers as for the demand register, and the visitor stays on
// the list with a message in place of the form.

/** The list as it shows now (site/client/list-filter.ts keeps it: the city as the data writes it). */
export interface ListNow {
  filter: ListFilter;
  sort: SortOrder;
  /** The list's first page. */
  base: string;
}

const KIND = 'save-search';

export function setUpSaveSearch(
  block: HTMLElement,
  { now, describe, language }: { now: () => ListNow; describe: (filter: ListFilter) => string; language: Language },
): { update: () => void } {
  const form = block.querySelector<HTMLFormElement>('form[data-alert-form]');
  const done = block.querySelector<HTMLElement>('[data-save-done]');
  const status = form?.querySelector<HTMLElement>('[data-status]');
  const texts = JSON.parse(block.dataset.texts ?? '{}') as { criteria?: string; anything?: string };
  const section = (block.dataset.section === 'rent' ? 'rent' : 'sale') as Section;
  const captcha = new Captcha();
  let key = newKey();
  let sentBody: string | null = null;
  let savedUrl: string | null = null;
  let busy = false;

  const say = (text: string, error = false) => {
    if (!status) return;
    status.textContent = text;
    status.classList.toggle('error', error);
  };

  /** Says what the alert will look for, and shows the form again once the filters differ from a saved alert's. */
  function update() {
    const { filter, sort, base } = now();
    const summary = describe(alertPartOf(filter));
    const line = block.querySelector('[data-save-criteria]');
    if (line) line.textContent = fillTemplate(texts.criteria ?? '{{summary}}', { summary: summary || (texts.anything ?? '') });
    const note = block.querySelector<HTMLElement>('[data-save-not-kept]');
    if (note) note.hidden = !leftOutOfAlert(filter);
    if (savedUrl !== null && savedUrl !== listUrlOf(base, filter, sort) && form && done) {
      savedUrl = null;
      form.hidden = false;
      done.hidden = true;
    }
  }

  if (!form) return { update };
  const check = () => import('../form/check');
  form.addEventListener(
    'focusin',
    () => {
      check().catch(() => undefined);
      say(form.dataset.textWorking ?? '');
      captcha.payload().then(
        () => {
          if (!busy) say(form.dataset.textDone ?? '');
        },
        () => say(''),
      );
    },
    { once: true },
  );

  /** Posts the body; true once the server has the alert. */
  async function send(body: Record<string, unknown>, retried: boolean): Promise<boolean> {
    say(form?.dataset.textWorking ?? '');
    const solved = await captcha.payload();
    say(form?.dataset.textSending ?? '');
    const answer = await callApi(`/api/forms/${KIND}`, language, {
      body: { ...body, captcha: solved },
      headers: { [CAPTCHA_HEADER]: solved },
    });
    if (answer.ok) return true;
    const errors = answer.body.errors;
    if (answer.status === 400 && errors && form) {
      if (errors.captcha) {
        captcha.reset();
        // An expired challenge: one fresh try, unseen by the visitor.
        if (!retried && Object.keys(errors).length === 1) return send(body, true);
      }
      say(showErrors(form, errors).join(' '), true);
      return false;
    }
    captcha.reset();
    const failed = FORM_ERRORS[language];
    say(answer.body.message ?? (answer.status === 429 ? failed.tooManyRequests : failed.apiError), true);
    return false;
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    form.querySelector('button[type="submit"]')?.setAttribute('aria-disabled', 'true');
    try {
      const { filter, sort, base } = now();
      const listUrl = listUrlOf(base, filter, sort);
      const body = { ...formBody(form), criteria: criteriaOfFilter(section, filter), listUrl, language };
      const signature = JSON.stringify(body);
      if (sentBody !== null && sentBody !== signature) key = newKey();
      const withKey = { ...body, idempotencyKey: key };
      // The captcha is checked by the server only; here it stands in, so its message never shows early.
      const errors = (await check()).formErrors(KIND, { ...withKey, captcha: 'pending' }, language);
      if (errors) {
        say(showErrors(form, errors).join(' '), true);
        return;
      }
      clearErrors(form);
      sentBody = signature;
      if (await send(withKey, false)) {
        say('');
        form.dispatchEvent(new CustomEvent<FormCompleteDetail>(FORM_COMPLETE_EVENT, { bubbles: true, detail: { kind: KIND } }));
        savedUrl = listUrl;
        // The next alert, from other filters, is another body with its own key.
        key = newKey();
        sentBody = null;
        form.hidden = true;
        if (done) {
          done.hidden = false;
          done.focus();
        }
      }
    } catch {
      // The server cannot be reached or failed (§8): the values wait for another try, with a fresh captcha.
      captcha.reset();
      say(FORM_ERRORS[language].apiError, true);
    } finally {
      busy = false;
      form.querySelector('button[type="submit"]')?.removeAttribute('aria-disabled');
    }
  });
  update();
  return { update };
}
