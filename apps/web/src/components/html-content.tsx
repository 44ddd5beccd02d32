// Renders HTML written by administrators (content blocks). Scripts, embeds, event-handler attributes
// and javascript: links are removed first; the CSP (script-src 'self') is the second line of defence.
import { Typography } from '@mantine/core';
import { useMemo } from 'react';

const BLOCKED_TAGS = 'script, style, iframe, object, embed, link, meta, base, form';

export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.body.querySelectorAll(BLOCKED_TAGS)) node.remove();
  for (const element of doc.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      if (name.startsWith('on')) element.removeAttribute(attribute.name);
      else if ((name === 'href' || name === 'src' || name === 'xlink:href') && value.startsWith('javascript:')) {
        element.removeAttribute(attribute.name);
      }
    }
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return doc.body.innerHTML;
}

export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography className={className}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: administrator content, sanitized above */}
      <div dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
