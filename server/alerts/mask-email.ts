// The alert page shows the address partly hidden: its link may have been forwarded.

/** "jean.dupont@example.be" → "j•••@example.be". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
