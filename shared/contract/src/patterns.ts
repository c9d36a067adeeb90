// The field patterns the forms and the API's schemas both apply (as strings too: JSON Schema's `pattern` is a string).

/** Stricter than yup's built-in email test: one @, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_PATTERN = /^[+()\d\s-]{6,20}$/;
/** A full http(s) address with a dotted host, e.g. https://example.com/path. */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]{2,}(?:[/?#]\S*)?$/;
