// What the page form holds (the extra fields' component and the form's config both read it).
export interface PageFormValues {
  [key: string]: unknown;
  title: string;
  path: string;
  language: string;
  /** A string for the select. */
  pageTypeId: string;
  body: string;
  fieldValues: Record<string, string | number | null>;
  seoTitle: string;
  seoDescription: string;
  status: string;
  /** The date picker's local "YYYY-MM-DD HH:mm:ss" ('' for none). */
  publishAt: string;
}
