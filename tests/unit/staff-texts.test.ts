import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../schema/index.js';
import { renderStaffMail } from '../../server/mail/staff.js';
import type { StoredSubmission } from '../../server/outbox/worker.js';
import { STAFF_TEXTS } from '../../server/staff/view/texts.js';
import { withSecrets } from '../../server/submissions/secrets.js';

// /admin/'s texts and e-mails in the four languages: the same keys in every file, each placeholder
// of the reference kept, and an invitation that carries its link in the staff member's language.

describe('staff texts', () => {
  const reference = STAFF_TEXTS.en;
  it.each(LANGUAGES)('%s has every key of the English file and the same placeholders', (language) => {
    const texts = STAFF_TEXTS[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(reference)) {
      const holders = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(holders(texts[key as keyof typeof texts]), key).toEqual(holders(text));
    }
  });

  it.each(LANGUAGES)('the %s invitation names the role and carries the link, once', (language) => {
    const link = 'https://www.agence.test/admin/password?token=abc';
    const submission = {
      id: 1,
      kind: 'staff-invite',
      language,
      payload: withSecrets(
        { email: 'anne@agence.test', name: 'Anne', role: 'admin', expiresAt: '2026-12-10T10:00:00.000Z' },
        'visitor',
        { link },
      ),
    } as unknown as StoredSubmission;
    const mail = renderStaffMail(submission, 'Agence Test');
    expect(mail?.to).toBe('anne@agence.test');
    expect(mail?.text.split(link)).toHaveLength(2);
    expect(mail?.text).toContain({ fr: 'administration', nl: 'beheer', en: 'administrator', de: 'Verwaltung' }[language]);
  });

  it('an e-mail without its link is not sent', () => {
    const submission = {
      id: 1,
      kind: 'staff-reset',
      language: 'fr',
      payload: { email: 'a@b.test', expiresAt: '2026-12-10T10:00:00.000Z' },
    };
    expect(renderStaffMail(submission as unknown as StoredSubmission, 'Agence')).toBeNull();
  });
});
