// What a visitor's text may hold once it is read: shared by the forms' schemas (browser and server
// agree) and the agency's e-mail, where a value must never start a line of its own that looks like
// another field. Pure.

/** Line breaks of every kind (CR, LF, NEL, U+2028/2029), other control characters and bidi overrides. */
const BREAKS_AND_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]+/gu;
/** Every way to end a line, as one: CRLF, CR, NEL, LS, PS, VT, FF. */
const LINE_ENDS = /\r\n|[\r\u0085\u2028\u2029\v\f]/g;
/** Control characters a paragraph keeps no use for (not LF, not TAB). */
const CONTROLS_BUT_LF_TAB = /[^\P{Cc}\n\t]|[\u202A-\u202E\u2066-\u2069]/gu;

/** A one-line field: each run of line breaks or control characters becomes one space. */
export const oneLine = (text: string): string => text.replace(BREAKS_AND_CONTROLS, ' ');

/** A multi-line field: every line end becomes LF; other control characters go. */
export const paragraphs = (text: string): string => text.replace(LINE_ENDS, '\n').replace(CONTROLS_BUT_LF_TAB, '');

/**
 * A web address or anything that reads as one: a scheme (`https://`), `www.`, a dotted name ending
 * in a top-level domain of letters (`example.com`, `spam.example.co.uk`, an e-mail address), an
 * IDN (`xn--`) or a dotted IPv4 address. Deliberately broad: a note to a friend needs none, and a
 * refused note says why.
 */
const LINK = /[a-z][a-z\d+.-]*:\/\/|\bwww\.|\bxn--|[\p{L}\p{N}_-]\.\p{L}{2,}(?![\p{L}\p{N}])|\b\d{1,3}(?:\.\d{1,3}){3}\b/iu;

/** Whether a text holds a link or a domain name (send-to-friend refuses them). */
export const hasLink = (text: string): boolean => LINK.test(text);
