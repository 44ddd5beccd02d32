import { describe, expect, it } from 'vitest';
import { checkUploadFile, displayFileName, maxUploadBytes, UPLOAD_KINDS, uploadResponseSchema } from './uploads.ts';

const MB = 1024 * 1024;

describe('upload kinds', () => {
  it('keep their limits in one place', () => {
    expect(maxUploadBytes('company-logo')).toBe(5 * MB);
    expect(maxUploadBytes('listing-photo')).toBe(15 * MB);
    expect(maxUploadBytes('cms-media')).toBe(10 * MB);
    expect(maxUploadBytes('csv-import')).toBe(20 * MB);
    expect(UPLOAD_KINDS['csv-import'].visibility).toBe('private');
    for (const spec of Object.values(UPLOAD_KINDS)) {
      expect([...spec.variantWidths]).toEqual([...spec.variantWidths].sort((a, b) => a - b));
    }
  });
});

describe('checkUploadFile', () => {
  it('says before sending what the server would say about size and type', () => {
    const file = (name: string, size: number, type: string) => ({ name, size, type });
    expect(checkUploadFile('company-logo', file('logo.png', 1000, 'image/png'), 'en')).toBeNull();
    expect(checkUploadFile('company-logo', file('logo.png', 5 * MB + 1, 'image/png'), 'en')).toBe(
      'The file "logo.png" is larger than 5 MB.',
    );
    expect(checkUploadFile('company-logo', file('logo.png', 6 * MB, 'image/png'), 'fr')).toBe(
      'Le fichier « logo.png » dépasse 5 Mo.',
    );
    expect(checkUploadFile('company-logo', file('logo.svg', 10, 'image/svg+xml'), 'en')).toBe(
      'The file "logo.svg" is not an accepted type (PNG, JPEG, WebP, GIF).',
    );
    expect(checkUploadFile('company-logo', file('empty.png', 0, 'image/png'), 'en')).toBe(
      'The file "empty.png" is empty.',
    );
    // Browsers give CSV files various types (Windows: application/vnd.ms-excel) or none.
    expect(checkUploadFile('csv-import', file('a.csv', 10, 'application/vnd.ms-excel'), 'en')).toBeNull();
    expect(checkUploadFile('csv-import', file('a.csv', 10, ''), 'en')).toBeNull();
    expect(checkUploadFile('csv-import', file('a.pdf', 10, 'application/pdf'), 'en')).toBe(
      'The file "a.pdf" is not an accepted type (CSV).',
    );
    // An unknown type is left to the server, which reads the bytes.
    expect(checkUploadFile('company-logo', file('logo', 10, ''), 'en')).toBeNull();
  });
});

describe('displayFileName', () => {
  it('keeps the name only, without control or direction characters, and not too long', () => {
    expect(displayFileName('C:\\Users\\me\\logo.png')).toBe('logo.png');
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('evil\u202Egnp.exe')).toBe('evilgnp.exe');
    expect(displayFileName('a\u0000b\nc.png')).toBe('abc.png');
    expect(displayFileName('')).toBe('file');
    expect(displayFileName(undefined)).toBe('file');
    expect(displayFileName(`${'x'.repeat(300)}.png`)).toHaveLength(120);
  });
});

describe('uploadResponseSchema', () => {
  it('describes an image and a private file', () => {
    const image = {
      id: 1,
      kind: 'company-logo',
      key: 'company-logo/abc',
      url: '/uploads/company-logo/abc-512.webp',
      variants: [{ width: 512, height: 256, url: '/uploads/company-logo/abc-512.webp' }],
      width: 512,
      height: 256,
      mimeType: 'image/png',
      bytes: 1234,
      originalName: 'logo.png',
    };
    expect(uploadResponseSchema.parse(image)).toEqual(image);
    const csv = { ...image, kind: 'csv-import', url: null, variants: [], width: null, height: null };
    expect(uploadResponseSchema.parse(csv)).toEqual(csv);
  });
});
