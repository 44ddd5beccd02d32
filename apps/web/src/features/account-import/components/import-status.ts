// The colour of an import's status badge, in its list and on its page.
import type { AccountImportStatus } from '@rentals/shared/resources/account-import';

export const STATUS_COLORS: Record<AccountImportStatus, string> = {
  previewed: 'blue',
  queued: 'gray',
  running: 'blue',
  completed: 'green.9',
  failed: 'red.9',
};
