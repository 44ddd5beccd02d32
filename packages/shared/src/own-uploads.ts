// URLs that user-written data may put in a public page. An image (a company's logo) is shown only from our
// own storage: the /uploads/... path the upload endpoint answered, never a host a visitor's browser would be
// sent to (a private address, a tracker). A link (a company's website) is http(s) only: `javascript:` and
// `data:` would run or render in the browser.

/** A company logo stored by the upload path: the URL POST /api/admin/uploads?kind=company-logo answers. */
export const COMPANY_LOGO_UPLOAD_PATH = /^\/uploads\/(company-logo\/[0-9a-f]{32})-\d{1,4}\.webp$/;

/** The storage key (`company-logo/<hex>`) of an uploaded logo's URL, or null for any other value. */
export function companyLogoUploadKey(logo: string): string | null {
  return COMPANY_LOGO_UPLOAD_PATH.exec(logo)?.[1] ?? null;
}

/** A public upload's path, `/uploads/<kind>/<name>`: one segment each, no `..`, no `//`, no scheme or host. */
const OWN_UPLOAD_PATH = /^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9_-]+(?:\.[a-z0-9]+)?$/;

/** The URL when it is one of our own /uploads/ paths, else null: what an `<img src>` of user data may use. */
export function ownUploadUrl(url: string | null | undefined): string | null {
  return typeof url === 'string' && OWN_UPLOAD_PATH.test(url) ? url : null;
}

/** The URL when it is an absolute http(s) URL, else null: what an `href` of user data may use. */
export function httpUrlOrNull(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim())) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url.trim() : null;
  } catch {
    return null;
  }
}

/** The rel of a link to a user-written address: no ranking credit, marked user content, no window.opener. */
export const USER_LINK_REL = 'nofollow ugc noopener noreferrer';
