import { z } from 'zod';

// The agency's staff accounts (issue 45), apart from the owners': who may edit the site at /admin/.
// An editor writes the articles, the team, the agencies and the pages' texts and images; an admin
// also the menu, banners, footer, top bar, theme colours and languages, and sees the audit log.

export const STAFF_ROLES = ['editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: `the role is ${STAFF_ROLES.join(' or ')}` });

/** What an audit line says was done (server/staff/audit.ts): the account's life, from the terminal or /admin/. */
export const AUDIT_ACTIONS = [
  'staff-invited',
  'staff-role-changed',
  'staff-removed',
  'staff-logged-in',
  'staff-password-set',
  'staff-second-factor-set',
  'staff-second-factor-reset',
  'content-saved',
  'content-restored',
  'image-uploaded',
  'image-removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** /admin/'s addresses, served by `vitrine serve` (server/staff/routes.ts): outside the site's languages and its sitemap. */
export const STAFF_PATHS = {
  home: '/admin/',
  login: '/admin/login',
  logout: '/admin/logout',
  /** Choosing a password from an invitation's or a reset's link (?token=…). */
  password: '/admin/password',
  passwordReset: '/admin/password-reset',
  /** The second step of a login with a second factor: the code. */
  loginCode: '/admin/login/code',
  /** Setting the second factor up (required for an admin). */
  secondFactor: '/admin/second-factor',
} as const;

/** The staff session cookie: HttpOnly, SameSite=Strict, Secure over https, sent to /admin/ only. */
export const STAFF_SESSION_COOKIE = 'vitrine_staff';

/** A staff password: longer than an owner's (OWNER_PASSWORD_MIN), for an account that changes the public site. */
export const STAFF_PASSWORD_MIN = 12;
/** The largest photo /admin/images/ takes: a phone's full-size JPEG fits, a raw file does not. */
export const IMAGE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const staffLoginSchema = z.object({ email, password: z.string().min(1).max(200) });
export const staffResetRequestSchema = z.object({ email });
/** A TOTP code as a person types it (spaces allowed), with the login's one-time ticket when it is a login's. */
const code = z.string().trim().max(20);
export const staffLoginCodeSchema = z.object({ ticket: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/), code });
export const staffSecondFactorSchema = z.object({ code });
export const staffSetPasswordSchema = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
    password: z.string().min(STAFF_PASSWORD_MIN).max(200),
    passwordConfirm: z.string().max(200),
  })
  .refine((body) => body.passwordConfirm === body.password, { path: ['passwordConfirm'], message: 'mismatch' });
