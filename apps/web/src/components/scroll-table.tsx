// A wide table that scrolls sideways on a phone. The scrolling box is a labelled region that takes focus, so
// keyboard users can scroll it too (axe: scrollable-region-focusable) even when its rows hold no link. It is
// positioned so absolutely placed content (visually hidden labels) is clipped by it, not laid out past the page.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScrollTableProps {
  minWidth: number;
  maxHeight?: number;
  /** Names the region for screen readers. */
  label: string;
  children: ReactNode;
}

export function ScrollTable({ minWidth, maxHeight, label, children }: ScrollTableProps) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      maxHeight={maxHeight}
      tabIndex={0}
      role="region"
      aria-label={label}
      style={{ position: 'relative' }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
