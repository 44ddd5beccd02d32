import { describe, expect, it } from 'vitest';
import {
  SITE_SETTING_DEFAULTS,
  SITE_SETTINGS,
  settingAttribute,
  settingValueOr,
  validateSiteSettings,
} from './site-settings.ts';

describe('the site settings catalogue', () => {
  it('parses each default with its own schema, and keeps the two-factor flag a boolean', () => {
    for (const setting of SITE_SETTINGS)
      expect(setting.schema.parse(setting.default), setting.key).toEqual(setting.default);
    expect(SITE_SETTING_DEFAULTS.requireTwoFactorForAdmins).toBe(false);
  });

  it('names settings like Laravel attributes, brand names as they are', () => {
    const byKey = (key: string) => SITE_SETTINGS.find((s) => s.key === key)!;
    expect(settingAttribute(byKey('siteName'), 'en')).toBe('site name');
    expect(settingAttribute(byKey('siteName'), 'fr')).toBe('nom du site');
    expect(settingAttribute(byKey('linkedin'), 'en')).toBe('LinkedIn');
  });

  it('falls back to the default for a stored value of the wrong shape', () => {
    expect(settingValueOr('region', 'DE')).toBe('CA');
    expect(settingValueOr('robotsIndex', 'false')).toBe(true);
    expect(settingValueOr('sitemapUrlsPerFile', 20_000)).toBe(20_000);
  });

  it('accepts paths and web addresses where a link may be either, nothing else', () => {
    const { values, errors } = validateSiteSettings(
      {
        listYourAdUrl: '/landlord/register',
        companyLogo: 'https://cdn.example/logo.png',
        facebook: 'data:text/html,x',
      },
      'en',
    );
    expect(values).toEqual({ listYourAdUrl: '/landlord/register', companyLogo: 'https://cdn.example/logo.png' });
    expect(errors).toEqual({ facebook: ['The Facebook field must be a valid URL.'] });
    expect(validateSiteSettings({ listYourAdUrl: '//evil.example' }, 'en').errors.listYourAdUrl).toHaveLength(1);
  });

  it('keeps permalinks apart, comparing with the stored ones not being changed', () => {
    const current = { listings: 'rentals', posts: 'blog', faqs: 'faq', cities: 'cities', landlords: 'landlords' };
    expect(validateSiteSettings({ posts: 'rentals' }, 'fr', current).errors).toEqual({
      posts: ['La valeur du champ chemin du blogue est déjà utilisée.'],
    });
    expect(validateSiteSettings({ posts: 'faq', faqs: 'blog' }, 'en', current).errors).toEqual({});
    expect(validateSiteSettings({ posts: 'news', faqs: 'news' }, 'en', current).errors).toEqual({
      faqs: ['The FAQ path has already been taken.'],
    });
  });
});
