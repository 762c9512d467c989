import { FORM_ERRORS } from '../../schema/forms/messages';
import { CAPTCHA_HEADER, CV_MAX_BYTES, depositOf } from '../../schema/spec/forms';
import { LANGUAGES, type Language } from '../../schema/spec/languages';
import { formatEuro } from '../../schema/spec/money';
import { FORM_COMPLETE_EVENT, FORMS_READY_ATTRIBUTE, FORMS_READY_EVENT, type FormCompleteDetail } from './events';
import { formBody } from './form/body';
import { Captcha } from './form/captcha';
import { clearErrors, showErrors } from './form/errors';
import { attachedFiles } from './form/file';
import { newKey } from './form/key';
import { fillSlots } from './form/slots';

// The visitor forms (site/components/forms): checked here with the server's own schema and
// messages (schema/forms, in a chunk fetched on the first focus: ./form/check), then posted as
// JSON to /api/forms/{kind}. Nothing the visitor typed is ever cleared: on any failure the form
// stays as it was, with a message.

let check: Promise<typeof import('./form/check')> | undefined;
const loadCheck = () => {
  check ??= import('./form/check').catch((error: unknown) => {
    check = undefined;
    throw error;
  });
  return check;
};

const lang = document.documentElement.lang as Language;
const language: Language = LANGUAGES.includes(lang) ? lang : 'fr';
const texts = FORM_ERRORS[language];

function setUp(form: HTMLFormElement, kind: string) {
  const status = form.querySelector<HTMLElement>('[data-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const captcha = new Captcha();
  // One key per filled form: a retry of the same body (a double click, a lost answer) is stored once.
  let key = newKey();
  let sentBody: string | null = null;
  let busy = false;

  const say = (text: string, error = false) => {
    if (!status) return;
    status.textContent = text;
    status.classList.toggle('error', error);
  };

  const solveEarly = () => {
    loadCheck().catch(() => undefined);
    say(form.dataset.textWorking ?? '');
    captcha.payload().then(
      () => {
        if (!busy) say(form.dataset.textDone ?? '');
      },
      () => say(''),
    );
  };
  form.addEventListener('focusin', solveEarly, { once: true });

  // Conditional fields show or hide from the start.
  if (form.hasAttribute('data-conditional')) loadCheck().then(({ watchConditions }) => watchConditions(form, kind));

  /** Posts the body; true when the visitor is on the way to the thank-you page. */
  async function send(body: Record<string, unknown>, retried: boolean): Promise<boolean> {
    say(form.dataset.textWorking ?? '');
    const solved = await captcha.payload();
    say(form.dataset.textSending ?? '');
    const response = await fetch(form.action, {
      method: 'POST',
      // The captcha also in a header: the server checks it before it reads a large body (a CV).
      // The page's language for the texts the server sends before it reads the body (a refused captcha, 413, 429).
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': language,
        [CAPTCHA_HEADER]: solved,
      },
      body: JSON.stringify({ ...body, captcha: solved }),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      redirect?: string;
      errors?: Record<string, string>;
      message?: string;
    };
    if (response.ok && answer.redirect) {
      say('');
      // §7: the consent script (when there is one) turns this into a data-layer event.
      form.dispatchEvent(new CustomEvent<FormCompleteDetail>(FORM_COMPLETE_EVENT, { bubbles: true, detail: { kind } }));
      location.assign(answer.redirect);
      return true;
    }
    // A form whose answer is a message of §8 (unsubscribed) stays on its page, its work done.
    if (response.ok && answer.message) {
      say(answer.message);
      button?.remove();
      return true;
    }
    if (response.status === 400 && answer.errors) {
      if (answer.errors.captcha) {
        captcha.reset();
        // An expired challenge: one fresh try, unseen by the visitor.
        if (!retried && Object.keys(answer.errors).length === 1) return send(body, true);
      }
      say(showErrors(form, answer.errors).join(' '), true);
      return false;
    }
    if (response.status === 409 || response.status === 413 || response.status === 429) {
      captcha.reset();
      say(
        answer.message ??
          (response.status === 413 ? texts.tooLarge : response.status === 429 ? texts.tooManyRequests : texts.apiError),
        true,
      );
      return false;
    }
    throw new Error(`HTTP ${response.status}`);
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    button?.setAttribute('aria-disabled', 'true');
    let leaving = false;
    try {
      const body = { ...formBody(form), ...(await attachedFiles(form, CV_MAX_BYTES)), language };
      const signature = JSON.stringify(body);
      if (sentBody !== null && sentBody !== signature) key = newKey();
      const withKey = { ...body, idempotencyKey: key };
      // The captcha is checked by the server only; here it stands in, so its message never shows early.
      const errors = (await loadCheck()).formErrors(kind, { ...withKey, captcha: 'pending' }, language);
      if (errors) {
        say(showErrors(form, errors).join(' '), true);
        return;
      }
      clearErrors(form);
      sentBody = signature;
      leaving = await send(withKey, false);
    } catch {
      // The server cannot be reached or failed (§8): the same key and values wait for another try,
      // with a fresh captcha (a server that refused one early may have closed the connection).
      captcha.reset();
      // §8 names the testimonial's own failure text ("Getuigenis NIET verstuurd!").
      say(kind === 'testimonial' ? texts.testimonialFailed : texts.apiError, true);
    } finally {
      // On the way to the thank-you page the button stays inactive: a second click sends nothing.
      if (!leaving) {
        busy = false;
        button?.removeAttribute('aria-disabled');
      }
    }
  });
}

for (const list of document.querySelectorAll<HTMLElement>('[data-slots-for]')) void fillSlots(list, language);

// Fields the page's link fills (the unsubscribe e-mail's ?email=&token=); a missing one is said.
const query = new URLSearchParams(location.search);
for (const field of document.querySelectorAll<HTMLInputElement>('input[data-query]'))
  field.value = query.get(field.dataset.query ?? '') ?? field.value;
for (const note of document.querySelectorAll<HTMLElement>('[data-query-missing]'))
  note.hidden = Boolean(query.get(note.dataset.queryMissing ?? ''));

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-form-kind]')) setUp(form, form.dataset.formKind ?? '');
// The forms take their submits from here on: a loader sends again those it held
// (site/components/forms/FormsLoader.tsx).
document.documentElement.setAttribute(FORMS_READY_ATTRIBUTE, '');
document.dispatchEvent(new Event(FORMS_READY_EVENT));

// The offer's deposit (§9: 10 % of the amount), worked out as the visitor types the amount.
for (const hint of document.querySelectorAll<HTMLElement>('[data-deposit-of]')) {
  const input = hint.closest('form')?.querySelector<HTMLInputElement>(`[name="${hint.dataset.depositOf}"]`);
  const rule = hint.textContent;
  input?.addEventListener('input', () => {
    const amount = Number(input.value);
    hint.textContent =
      input.value !== '' && amount > 0 ? (hint.dataset.text ?? '').replace('{amount}', formatEuro(depositOf(amount))) : rule;
  });
}

// A link to one of the property page's forms (#visit, #documents) opens its disclosure.
const openTarget = () => {
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target instanceof HTMLDetailsElement) target.open = true;
};
openTarget();
window.addEventListener('hashchange', openTarget);
