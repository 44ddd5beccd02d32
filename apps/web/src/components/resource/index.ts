// The back-office screens every area builds on (DESIGN section 10, docs/decisions/0009).
export {
  exportCsv,
  resourceKeys,
  useDeleteResource,
  useResourcePage,
  useResourceRecord,
  useResourceRevisions,
  useSaveResource,
} from './api.ts';
export { changedValues } from './changed-values.ts';
export { DeleteRecordButton } from './delete-record-button.tsx';
export { HistoryTab } from './history-tab.tsx';
export { ResourceDetail } from './resource-detail.tsx';
export { type FormField, ResourceForm } from './resource-form.tsx';
export { ResourceList } from './resource-list.tsx';
export { RevisionsPanel } from './revisions-panel.tsx';
export type { DetailSection, ResourceBulkAction, ResourceColumn, ResourceFilter, ResourceListView } from './types.ts';
export { useUnsavedChanges } from './use-unsaved-changes.ts';
