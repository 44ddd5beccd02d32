// What user-written URLs a public page may use: an image only from our own /uploads/, a link only http(s).
import { describe, expect, it } from 'vitest';
import { httpUrlOrNull, ownUploadUrl } from './own-uploads.ts';
import { updateCompanySchema } from './resources/accounts.ts';
import { createPostSchema } from './resources/posts.ts';
import { fieldErrors } from './validation-messages.ts';

const LOGO = `/uploads/company-logo/${'0f'.repeat(16)}-512.webp`;

describe('ownUploadUrl', () => {
  it('keeps our own upload paths', () => {
    expect(ownUploadUrl(LOGO)).toBe(LOGO);
    expect(ownUploadUrl('/uploads/listing-photo/abc_1-800.webp')).toBe('/uploads/listing-photo/abc_1-800.webp');
  });

  it('drops any other URL, another host or a way out of /uploads/', () => {
    for (const url of [
      'http://127.0.0.1:4291/logo.png',
      'https://cdn.example/uploads/company-logo/x.webp',
      '//evil.example/uploads/a/b.webp',
      '/uploads/../admin',
      '/uploads/a/../b.webp',
      '/uploads//evil.example/x.webp',
      '/uploads/a/b/c.webp',
      '/uploads\\evil.example\\x.webp',
      'javascript:alert(1)',
      '/logo.svg',
      '',
      null,
      undefined,
    ]) {
      expect(ownUploadUrl(url), String(url)).toBeNull();
    }
  });
});

describe('httpUrlOrNull', () => {
  it('keeps http(s) URLs only', () => {
    expect(httpUrlOrNull('https://maple.example/')).toBe('https://maple.example/');
    expect(httpUrlOrNull('HTTP://maple.example')).toBe('HTTP://maple.example');
    for (const url of ['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', '//x.example', 'x', null]) {
      expect(httpUrlOrNull(url), String(url)).toBeNull();
    }
  });
});

describe("the landlord's company logo", () => {
  it('is an uploaded company logo or empty, and names the field otherwise, in English and French', () => {
    expect(updateCompanySchema.safeParse({ logo: LOGO }).success).toBe(true);
    expect(updateCompanySchema.safeParse({ logo: '' }).success).toBe(true);
    const refused = updateCompanySchema.safeParse({ logo: 'http://127.0.0.1:4291/logo.png' });
    expect(refused.success).toBe(false);
    expect(fieldErrors(refused.error?.issues ?? [], 'en')).toEqual({
      logo: ['The logo field must be an image uploaded to this site.'],
    });
    expect(fieldErrors(refused.error?.issues ?? [], 'fr')).toEqual({
      logo: ['Le champ logo doit être une image téléversée sur ce site.'],
    });
  });
});

describe("a post's cover image (shown on the public blog)", () => {
  it('is a path on this site or https, never a protocol-relative address of another host', () => {
    const cover = (value: string) => createPostSchema.shape.coverImage.safeParse(value).success;
    expect(['/uploads/cms-media/abc-960.webp', 'https://cdn.example/a.png'].map(cover)).toEqual([true, true]);
    expect(['//evil.example/x.png', '/\\evil.example/x.png', 'http://10.0.0.1/x.png'].map(cover)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
