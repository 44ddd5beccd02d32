// The key metrics charts are hidden from assistive technology (the caption and the table say it in words), so
// nothing inside them may take the focus (axe: aria-hidden-focus): recharts' tabbable svg is turned off.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/utils.tsx';
import { MetricsChart } from './metrics-chart.tsx';

const data = [
  { period: '2026-11-02', newListings: 3, inquiries: 1 },
  { period: '2026-11-03', newListings: 5, inquiries: 4 },
];
const series = [
  { name: 'newListings', label: 'New listings', color: 'blue.8' },
  { name: 'inquiries', label: 'Inquiries', color: 'orange.8' },
];

/** Elements a keyboard reaches: links, buttons, inputs, or anything with tabindex >= 0. */
const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]';
const tabbable = (root: Element) =>
  [root, ...root.querySelectorAll(TABBABLE)].filter((el) => {
    const index = el.getAttribute('tabindex');
    if (index !== null) return Number(index) >= 0;
    return el.matches('a[href], button, input, select, textarea');
  });

describe('MetricsChart', () => {
  // jsdom lays nothing out: give recharts' responsive container a size so the chart is drawn.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 220));
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  for (const kind of ['line', 'bar'] as const) {
    it(`draws the ${kind} chart hidden, with nothing focusable inside`, async () => {
      const { container, findAllByText } = renderWithProviders(
        <div style={{ width: 600 }}>
          <MetricsChart kind={kind} interval="day" data={data} series={series} height={220} />
        </div>,
      );
      // The chart drew (its legend), so the check below is not of an empty box.
      expect((await findAllByText('New listings')).length).toBeGreaterThan(0);
      const hidden = [...container.querySelectorAll('[aria-hidden="true"]')];
      expect(hidden.length).toBeGreaterThan(0);
      for (const root of hidden) expect(tabbable(root).map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
      // recharts' surface is drawn, and not in the tab order.
      expect(container.querySelectorAll('svg.recharts-surface').length).toBeGreaterThan(0);
      for (const svg of container.querySelectorAll('svg.recharts-surface'))
        expect(svg.getAttribute('tabindex')).not.toBe('0');
    });
  }
});
