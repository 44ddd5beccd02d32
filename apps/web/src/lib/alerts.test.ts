import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALERT_TIMEOUT, FLASH_TIMEOUT, flash, useAlertsStore } from './alerts.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('alerts', () => {
  it('removes an alert after 7 seconds by default', () => {
    vi.useFakeTimers();
    const id = useAlertsStore.getState().addAlert({ type: 'info', message: 'Saved.' });
    expect(useAlertsStore.getState().alerts).toEqual([
      { id, type: 'info', message: 'Saved.', active: true, timeout: DEFAULT_ALERT_TIMEOUT },
    ]);
    vi.advanceTimersByTime(6999);
    expect(useAlertsStore.getState().alerts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useAlertsStore.getState().alerts).toHaveLength(0);
  });

  it('shows shell flashes for 6 seconds', () => {
    vi.useFakeTimers();
    flash('You are logged out');
    expect(useAlertsStore.getState().alerts[0]).toMatchObject({ type: 'success', timeout: FLASH_TIMEOUT });
    vi.advanceTimersByTime(FLASH_TIMEOUT);
    expect(useAlertsStore.getState().alerts).toHaveLength(0);
  });

  it('does not stack the same alert twice while it is shown', () => {
    flash('You have been logged out.', 'warning', 'logged-out');
    flash('You have been logged out.', 'warning', 'logged-out');
    flash('Another', 'error');
    expect(useAlertsStore.getState().alerts.map((a) => a.message)).toEqual(['You have been logged out.', 'Another']);
  });
});
