import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_PREFIX } from './storage.ts';
import { captureTracking, EMPTY_TRACKING, getTracking, TRACKING_KEY, trackingFromSearch } from './tracking.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('tracking', () => {
  it('a gclid in the URL means source google, medium cpc and no campaign', () => {
    expect(captureTracking('?gclid=abc123&utm_campaign=spring')).toEqual({
      gclid: 'abc123',
      utms: { source: 'google', medium: 'cpc', campaign: null },
    });
    expect(getTracking().gclid).toBe('abc123');
  });

  it('utm parameters set the utm values and clear a stored gclid', () => {
    captureTracking('?gclid=first');
    const data = captureTracking('?utm_source=newsletter&utm_medium=email&utm_campaign=june');
    expect(data).toEqual({ gclid: null, utms: { source: 'newsletter', medium: 'email', campaign: 'june' } });
    expect(getTracking()).toEqual(data);
  });

  it('a URL without tracking parameters restores the stored values', () => {
    captureTracking('?utm_source=partner');
    expect(captureTracking('?page=2')).toEqual({
      gclid: null,
      utms: { source: 'partner', medium: null, campaign: null },
    });
  });

  it('nothing stored and nothing in the URL gives empty values', () => {
    expect(captureTracking('')).toEqual(EMPTY_TRACKING);
    expect(trackingFromSearch('?q=toronto')).toBeNull();
  });

  it('stored values last 24 hours', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    captureTracking('?gclid=xyz');
    vi.setSystemTime(new Date('2026-03-02T11:59:00Z'));
    expect(captureTracking('').gclid).toBe('xyz');
    vi.setSystemTime(new Date('2026-03-02T12:00:00Z'));
    expect(captureTracking('')).toEqual(EMPTY_TRACKING);
    expect(localStorage.getItem(`${STORAGE_PREFIX}${TRACKING_KEY}`)).toBeNull();
  });
});
