import { conditionsHold } from '../../schema/conditions';
import { FORM_ERRORS, FORM_FIELD_CONDITIONS, FORM_KINDS, type FormKind, validateForm } from '../../schema/forms/index';
import { LANGUAGES, type Language } from '../../schema/spec/languages';
import { conditionContext, formBody } from './form/body';
import { Captcha } from './form/captcha';
import { clearErrors, showErrors } from './form/errors';
import { fillSlots } from './form/slots';

// The visitor forms (site/components/forms): checked here with the server's own schema and
// messages (schema/forms), then posted as JSON to /api/forms/{kind}. Nothing the visitor typed is
// ever cleared: on any failure the form stays as it was, with a message.

const lang = document.documentElement.lang as Language;
const language: Language = LANGUAGES.includes(lang) ? lang : 'fr';
const texts = FORM_ERRORS[language];

/** A version-4 UUID (crypto.randomUUID is missing from browsers before 2022). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function setUp(form: HTMLFormElement, kind: FormKind) {
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
    say(form.dataset.textWorking ?? '');
    captcha.payload().then(
      () => {
        if (!busy) say(form.dataset.textDone ?? '');
      },
      () => say(''),
    );
  };
  form.addEventListener('focusin', solveEarly, { once: true });

  const rules = FORM_FIELD_CONDITIONS[kind];
  if (rules) {
    const applyConditions = () => {
      const context = conditionContext(formBody(form));
      for (const [field, fieldRules] of Object.entries(rules)) {
        const wrapper = form.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
        if (wrapper) wrapper.hidden = !conditionsHold(fieldRules, context);
      }
    };
    form.addEventListener('change', applyConditions);
    form.addEventListener('input', applyConditions);
    applyConditions();
  }

  /** Posts the body; true when the visitor is on the way to the thank-you page. */
  async function send(body: Record<string, unknown>, retried: boolean): Promise<boolean> {
    say(form.dataset.textWorking ?? '');
    const payload = { ...body, captcha: await captcha.payload() };
    say(form.dataset.textSending ?? '');
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      redirect?: string;
      errors?: Record<string, string>;
      message?: string;
    };
    if (response.ok && answer.redirect) {
      say('');
      location.assign(answer.redirect);
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
    const body = { ...formBody(form), language };
    const signature = JSON.stringify(body);
    if (sentBody !== null && sentBody !== signature) key = newKey();
    const withKey = { ...body, idempotencyKey: key };
    // The captcha is checked by the server only; here it stands in, so its message never shows early.
    const checked = validateForm(kind, { ...withKey, captcha: 'pending' }, language);
    if (!checked.ok && !checked.spam) {
      say(showErrors(form, checked.errors).join(' '), true);
      return;
    }
    clearErrors(form);
    busy = true;
    button?.setAttribute('aria-disabled', 'true');
    let leaving = false;
    try {
      sentBody = signature;
      leaving = await send(withKey, false);
    } catch {
      // The server cannot be reached or failed (§8): the same key and values wait for another try.
      say(texts.apiError, true);
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

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-form-kind]')) {
  const kind = form.dataset.formKind as FormKind;
  if (FORM_KINDS.includes(kind)) setUp(form, kind);
}

// A link to one of the property page's forms (#visit, #documents) opens its disclosure.
const openTarget = () => {
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target instanceof HTMLDetailsElement) target.open = true;
};
openTarget();
window.addEventListener('hashchange', openTarget);
