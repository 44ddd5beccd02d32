// What a back-office screen declares (DESIGN section 10): columns, filters and bulk actions for the list;
// fields for the form; sections for the detail page. features/<f>/resources/<name>.tsx hold these.
import type { ReactNode } from 'react';

export interface ResourceColumn<E> {
  /** Also the sort key when `sortable`. */
  key: string;
  /** Already translated. */
  label: string;
  render?: (record: E) => ReactNode;
  sortable?: boolean;
}

export interface ResourceFilter {
  /** The list query parameter, e.g. "status". */
  name: string;
  label: string;
  type: 'select' | 'date' | 'custom';
  options?: { value: string; label: string }[];
  /**
   * `custom`: the filter's own input (a searchable picker), given its value and a setter of URL parameters:
   * its own, and any it keeps beside it for display (e.g. the picked item's label).
   */
  render?: (value: string, set: (changes: Record<string, string>) => void) => ReactNode;
}

export interface ResourceBulkAction {
  action: string;
  label: string;
  color?: string;
}

/** The list screen of a resource. */
export interface ResourceListView<E extends { id: number }> {
  /** The API path under /api, e.g. "admin/users"; also the query key. */
  apiPath: string;
  columns: ResourceColumn<E>[];
  /** The text that names a record (row checkbox labels, confirmations). */
  recordLabel: (record: E) => string;
  /** Where a row leads, e.g. `/admin/users/${id}`. */
  recordPath?: (record: E) => string;
  filters?: ResourceFilter[];
  bulkActions?: ResourceBulkAction[];
  searchable?: boolean;
  exportable?: boolean;
  defaultSort: string;
  /** Query parameters every request of this list carries, not in the URL (one form's submissions: formId). */
  fixedQuery?: Record<string, string | number>;
}

export interface DetailField<E> {
  label: string;
  value: (record: E) => ReactNode;
}

export interface DetailSection<E> {
  title: string;
  fields?: DetailField<E>[];
  /** A section that is more than label/value pairs (a table of tokens, a list of users). */
  render?: (record: E) => ReactNode;
}
