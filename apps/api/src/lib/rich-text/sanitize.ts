// Rich text written in the back office (posts, pages, FAQs, content blocks) is cleaned when it is saved, so
// what reaches a page is only the markup the editor makes: an allow-list of tags and attributes (sanitize-html,
// which parses with htmlparser2 rather than trusting regular expressions). Anything else is dropped, with its
// content kept as text where it is harmless (an unknown <font>) and removed where it is not (<script>, <style>).
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'colgroup',
  'col',
  'mark',
];

/** Images from this site's own uploads (a path) or from an https address. */
const IMAGE_SOURCE = /^(\/(?!\/)|https:\/\/)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
    col: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Dropped with everything inside them, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    // A link that opens a new tab must not hand the opener to the page it opens.
    a: (tagName, attribs) => {
      const attributes = { ...attribs };
      if (attributes.target && attributes.target !== '_blank') delete attributes.target;
      if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer nofollow';
      else delete attributes.rel;
      return { tagName, attribs: attributes };
    },
    b: 'strong',
    i: 'em',
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? ''),
};

/** The HTML as it may be stored and shown; '' for nothing but whitespace or removed markup. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return textOfRichText(clean) === '' && !/<(img|hr|table)\b/i.test(clean) ? '' : clean;
}

/** The words of rich text, for excerpts, search and meta descriptions. */
export function textOfRichText(html: string): string {
  // A space where a block ends, so "<p>a</p><p>b</p>" reads "a b", not "ab".
  const spaced = html.replace(/<\/(p|h\d|li|td|th|blockquote|pre)>|<br\s*\/?>/gi, ' $&');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags ?? [] })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
