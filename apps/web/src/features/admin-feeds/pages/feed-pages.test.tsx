// The feeds screens: running a feed from its edit page says what the run did; the log lists the runs with their
// counts, opens a run's failed entries, and confirms a stopped run only after asking; the logs list flags a
// failing feed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const ADMIN = { viewFeeds: true, createFeeds: true, modifyFeeds: true };

const FEED = {
  id: 7,
  companyId: 3,
  companyName: 'Maple Property Management',
  name: 'Maple PMS',
  url: 'https://pms.example/feed.csv',
  format: 'csv',
  schedule: 'manual',
  scheduleHour: null,
  enabled: true,
  defaults: {},
  missingAction: 'pause',
  maxRemovalPercent: 30,
  listingCount: 3,
  lastRunStatus: 'succeeded',
  lastRunAt: '2026-11-20T10:00:00.000Z',
  failingStreak: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const run = (over: Record<string, unknown>) => ({
  id: 1,
  feedId: 7,
  source: 'url',
  dryRun: false,
  status: 'succeeded',
  error: null,
  pendingPause: null,
  added: 0,
  updated: 0,
  unchanged: 0,
  paused: 0,
  failed: 0,
  processed: 0,
  requestedBy: 'admin@demo.test',
  startedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:00:02.000Z',
  durationMs: 2000,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const meta = (total: number) => ({ currentPage: 1, perPage: 20, total, lastPage: 1 });

function stub(permissions: Record<string, boolean>, extra = {}) {
  const me = makeUser({ roles: [{ name: 'Site Administrator' }] });
  signIn(me, permissions);
  return stubFetch({ ...sessionHandlers(me, permissions), ...extra });
}

describe('/admin/feeds/{id}/edit', () => {
  it('runs the feed now and says what the run did, with a link to its log', async () => {
    const user = userEvent.setup();
    const { calls } = stub(ADMIN, {
      'GET admin/feeds/7': { body: FEED },
      'POST admin/feeds/7/run': {
        status: 202,
        body: { run: run({ id: 9, added: 3, updated: 1, unchanged: 5, failed: 2 }) },
      },
    });
    renderApp('/admin/feeds/7/edit');
    await user.click(await screen.findByTestId('run-now'));
    const result = await screen.findByTestId('run-result');
    expect(result).toHaveTextContent('Run finished: 3 added, 1 updated, 5 unchanged, 0 paused, 2 failed.');
    expect(within(result).getByRole('link', { name: 'View the log' })).toHaveAttribute('href', '/support/feed-logs/7');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ dryRun: false });
  }, 20_000);
});

describe('/admin/feeds/{id}/edit with a queued run', () => {
  it('follows the queued run until it ends', async () => {
    const user = userEvent.setup();
    stub(ADMIN, {
      'GET admin/feeds/7': { body: FEED },
      'POST admin/feeds/7/run': { status: 202, body: { run: run({ id: 9, status: 'queued', startedAt: null }) } },
      'GET support/feed-logs/7': {
        body: {
          feed: {
            id: 7,
            name: 'Maple PMS',
            companyId: 3,
            companyName: 'M',
            format: 'csv',
            enabled: true,
            lastRun: null,
            failingStreak: 0,
            failing: false,
            url: FEED.url,
            schedule: 'manual',
            maxRemovalPercent: 30,
          },
          runs: { data: [run({ id: 9, added: 4 })], meta: meta(1) },
        },
      },
    });
    renderApp('/admin/feeds/7/edit');
    await user.click(await screen.findByTestId('run-now'));
    await waitFor(() => expect(screen.getByTestId('run-result')).toHaveTextContent('Run finished: 4 added'));
  }, 20_000);
});

describe('/support/feed-logs/{feed_id}', () => {
  const log = (runs: unknown[]) => ({
    feed: {
      id: 7,
      name: 'Maple PMS',
      companyId: 3,
      companyName: 'Maple Property Management',
      format: 'csv',
      enabled: true,
      lastRun: runs[0] ?? null,
      failingStreak: 0,
      failing: false,
      url: FEED.url,
      schedule: 'manual',
      maxRemovalPercent: 30,
    },
    runs: { data: runs, meta: meta(runs.length) },
  });

  it("lists the runs with their counts and opens a run's failed entries", async () => {
    const user = userEvent.setup();
    stub(
      { viewSupport: true },
      {
        'GET support/feed-logs/7': { body: log([run({ id: 2, added: 3, failed: 1 })]) },
        'GET support/feed-logs/7/runs/2/failures': {
          body: { data: [{ id: 1, position: 'line 5', externalId: 'A4', reason: 'rent: required' }], meta: meta(1) },
        },
      },
    );
    renderApp('/support/feed-logs/7');
    const row = await screen.findByTestId('run-2');
    expect(within(row).getByTestId('count-added')).toHaveTextContent('3');
    await user.click(within(row).getByRole('button', { name: /Show failed entries/ }));
    const failures = await screen.findByTestId('failures-2');
    expect(failures).toHaveTextContent('line 5');
    expect(failures).toHaveTextContent('rent: required');
    // Support cannot modify feeds: a stopped run would only be described, never confirmed from here.
    expect(screen.queryByRole('button', { name: 'Confirm and pause' })).toBeNull();
  }, 20_000);

  it('confirms a stopped run only after asking', async () => {
    const user = userEvent.setup();
    const { calls } = stub(ADMIN, {
      'GET support/feed-logs/7': {
        body: log([run({ id: 3, status: 'awaiting-confirmation', pendingPause: 12, error: 'too many' })]),
      },
      'POST admin/feeds/7/runs/3/confirm': { body: { run: run({ id: 3, paused: 12 }) } },
    });
    renderApp('/support/feed-logs/7');
    const awaiting = await screen.findByTestId('awaiting-3');
    expect(awaiting).toHaveTextContent('This run would pause 12 listings');
    await user.click(within(awaiting).getByRole('button', { name: 'Confirm and pause' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(await screen.findByTestId('confirm-run'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === 'admin/feeds/7/runs/3/confirm')).toBe(true),
    );
  }, 20_000);
});

describe('/support/feed-logs', () => {
  it('flags a failing feed', async () => {
    stub(
      { viewSupport: true },
      {
        'GET support/feed-logs': {
          body: {
            data: [
              {
                id: 7,
                name: 'Maple PMS',
                companyId: 3,
                companyName: 'Maple Property Management',
                format: 'hotpads',
                enabled: true,
                lastRun: run({ status: 'failed', error: 'refused' }),
                failingStreak: 4,
                failing: true,
              },
            ],
            meta: meta(1),
          },
        },
      },
    );
    renderApp('/support/feed-logs');
    const row = await screen.findByTestId('feed-log-7');
    expect(within(row).getByTestId('failing-badge')).toHaveTextContent('Failing (4 in a row)');
    expect(within(row).getByRole('link', { name: 'Maple PMS' })).toHaveAttribute('href', '/support/feed-logs/7');
  }, 20_000);
});
