// Campaign tracking (spec 4 and 9): a gclid in the URL means Google Ads (source google, medium cpc, no
// campaign); utm parameters set the utm values and clear the gclid; otherwise the stored values are
// restored. Values from the URL are kept for 24 hours.
import { HOUR_MS, readStored, writeStored } from './storage.ts';

export interface Utms {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

export interface TrackingData {
  gclid: string | null;
  utms: Utms;
}

export const TRACKING_KEY = 'tracking';
export const TRACKING_TTL_MS = 24 * HOUR_MS;

export const EMPTY_TRACKING: TrackingData = {
  gclid: null,
  utms: { source: null, medium: null, campaign: null },
};

function param(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

/**
 * What the URL says, or null when it says nothing. A gclid wins over utm parameters when both are
 * present (an ad click carries both; the gclid is the stronger signal).
 */
export function trackingFromSearch(search: string): TrackingData | null {
  const params = new URLSearchParams(search);
  const gclid = param(params, 'gclid');
  if (gclid) return { gclid, utms: { source: 'google', medium: 'cpc', campaign: null } };
  const utms: Utms = {
    source: param(params, 'utm_source'),
    medium: param(params, 'utm_medium'),
    campaign: param(params, 'utm_campaign'),
  };
  if (utms.source || utms.medium || utms.campaign) return { gclid: null, utms };
  return null;
}

/** Applies the rules to the current URL: stores what the URL says, or restores what is stored. */
export function captureTracking(search: string = globalThis.location?.search ?? ''): TrackingData {
  const fromUrl = trackingFromSearch(search);
  if (fromUrl) {
    writeStored(TRACKING_KEY, fromUrl, { ttlMs: TRACKING_TTL_MS });
    return fromUrl;
  }
  return getTracking();
}

/** The stored tracking values (empty once the 24 hours are over). */
export function getTracking(): TrackingData {
  return readStored(TRACKING_KEY, EMPTY_TRACKING);
}
