// Pure derivations (DESIGN.md, Derivations): no I/O; the site may reuse the formatting helpers.
export { excerpt, plainText, sanitizeHtml, sanitizeHtmlReport } from './clean-description.js';
export { type CleanLine, cleanLine, stripInvisible } from './clean-text.js';
export { epcLabelOf, parseEpcLabelText, resolveEpc } from './epc.js';
export { checkHttpUrl, checkPictureUrl, type UrlCheck, withoutCredentials } from './feed-url.js';
export { formatPhone } from './format-phone.js';
export { formatPrice, type PriceInput } from './format-price.js';
export { classifyMediaLink, type MediaLink } from './media-links.js';
export { PRICE_TEXTS } from './price-texts.js';
export { isBelgian, regionOfPostcode } from './region.js';
export { searchNameOf, slugOf } from './slug.js';
export { truncateHtml } from './truncate-html.js';
