// Stored rich text (posts, pages, FAQ answers, content blocks) on a page, server and browser alike. The HTML was
// cleaned by the API when it was saved (lib/rich-text, an allow-list), so it is rendered as it is; the CSP
// (script-src 'self') is the second line of defence.
import { Typography } from '@mantine/core';

export function RichTextContent({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on save (sanitizeRichText) */}
      <div dangerouslySetInnerHTML={{ __html: html }} data-testid={testId} />
    </Typography>
  );
}
