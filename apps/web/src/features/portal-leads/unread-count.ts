// The unread-leads count of the portal's navigation: kept apart from api.ts so the sidebar loads only this.
import { api } from '../../lib/api-client.ts';

/** Under the leads' query keys (api.ts LEADS_PATH), so every lead write refreshes it. */
export const unreadLeadsKey = ['landlord/leads', 'unread-count'] as const;

export const fetchUnreadLeads = () => api.get<{ count: number }>('landlord/leads/unread-count').then((r) => r.count);
