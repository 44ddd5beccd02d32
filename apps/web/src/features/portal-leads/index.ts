// What the rest of the app uses of the leads feature: the unread count (the portal navigation's badge) and
// the feature's texts (the dashboard's activity feed names lead statuses).
import './i18n/index.ts';

export { fetchUnreadLeads, unreadLeadsKey } from './unread-count.ts';
