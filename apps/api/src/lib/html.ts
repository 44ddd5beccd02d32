// Text written into HTML or XML the server composes itself (emails, the page head, the sitemap).
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `value` safe as element text and as a quoted attribute value, in HTML and in XML alike. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
