import type { FastifyRequest } from 'fastify';

// CSRF (issue 14): a state-changing owner request must come from a page of this site. Browsers
// send Origin with every POST, and Sec-Fetch-Site; a request from another site is refused even
// before its cookie is looked at (the cookie is SameSite=Strict besides). Under our
// `Referrer-Policy: no-referrer` a form's Origin is "null" (the Fetch standard's rule), and
// Sec-Fetch-Site then says where the post came from. A request with neither header is not a
// browser's (the agency's own tools): it carries no ambient cookie to abuse.

export function isSameOrigin(request: FastifyRequest, siteOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin !== undefined && origin !== 'null') {
    const own = `${request.protocol}://${request.host}`;
    return origin === own || (siteOrigin !== undefined && origin === siteOrigin);
  }
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  return origin === undefined;
}
