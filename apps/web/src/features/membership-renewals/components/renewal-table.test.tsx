// The renewal table's saved-card badge: white text on a fill dark enough for WCAG AA (axe: color-contrast,
// which jsdom cannot compute, so the ratio is worked out here from the badge's own colours).
import type { RenewalCompany } from '@rentals/shared/resources/membership-renewals';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/utils.tsx';
import { RenewalTable } from './renewal-table.tsx';

const company = (id: number, hasSavedCard: boolean): RenewalCompany => ({
  id,
  name: `Company ${id}`,
  membershipExpiresAt: '2026-12-10T00:00:00.000Z',
  hasSavedCard,
  autoRenew: false,
  lastRenewalAt: null,
});

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('RenewalTable', () => {
  it('shows the saved card as a filled badge, white on a fill of at least 4.5:1', () => {
    renderWithProviders(
      <MemoryRouter>
        <RenewalTable
          rows={[company(1, true), company(2, false)]}
          isSelected={() => false}
          pageChecked={false}
          pageIndeterminate={false}
          onToggle={() => {}}
          onTogglePage={() => {}}
          updating={false}
        />
      </MemoryRouter>,
    );
    const [yes, no] = screen.getAllByTestId('saved-card-badge') as [HTMLElement, HTMLElement];
    expect(yes).toHaveTextContent(/yes$/i);
    expect(no).toHaveTextContent(/no$/i);
    for (const badge of [yes, no]) {
      // Solid: no translucent light fill whose colour axe reads as the text's.
      expect(badge).toHaveAttribute('data-variant', 'filled');
      expect(badge.style.getPropertyValue('--badge-color')).toBe('var(--mantine-color-white)');
    }
    const fill = yes.style.getPropertyValue('--badge-bg');
    expect(fill).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(fill, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
