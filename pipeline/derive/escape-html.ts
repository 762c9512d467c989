// Text into HTML (a text node or a quoted attribute): the five characters that could end either,
// as entities. For the HTML we write as strings (the e-mails, the redirect pages, the cookie table's
// texts); React escapes what it renders itself.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
