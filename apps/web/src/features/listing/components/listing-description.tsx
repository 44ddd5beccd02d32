// The landlord's description as plain text: blank lines start paragraphs, single line breaks are kept.
// Never parsed as HTML, so markup in a description shows as the characters it is.
import { Stack, Text } from '@mantine/core';
import { Fragment } from 'react';

export function toParagraphs(description: string): string[][] {
  return description
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

export function ListingDescription({ description }: { description: string }) {
  return (
    <Stack gap="sm" data-testid="listing-description">
      {toParagraphs(description).map((lines, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text, never reordered
        <Text key={at} style={{ overflowWrap: 'anywhere' }}>
          {lines.map((line, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed paragraph
            <Fragment key={n}>
              {n > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </Stack>
  );
}
