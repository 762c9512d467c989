// What a log line may say of a visitor (DESIGN.md, Running in production): no address, e-mail,
// phone or message text. Our own lines name ids, kinds and channels only; what another party wrote
// (an SMTP server's refusal quotes the recipient: "550 <amelie@…>: Recipient address rejected")
// goes through here first.

/** Anything shaped like an e-mail address (not a path such as node_modules/@fastify/static). */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** The text with every e-mail address in it replaced. */
export const withoutAddresses = (text: string): string => text.replace(EMAIL, '[e-mail]');

/** A request's URL as a log line names it: the path alone, since a query string may carry an e-mail link's token. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
