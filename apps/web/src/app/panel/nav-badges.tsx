// A count beside a navigation link, for the routes that have one (the portal's unread leads). Generic: a
// route id maps to the query that counts; the sidebar shows the count when it is above zero.
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchUnreadLeads, unreadLeadsKey } from '../../features/portal-leads/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

interface NavBadgeSource {
  queryKey: readonly unknown[];
  load: () => Promise<number>;
  /** The count read out, e.g. "3 unread leads". */
  label: string;
}

const SOURCES: Partial<Record<string, NavBadgeSource>> = {
  portalLeads: { queryKey: unreadLeadsKey, load: fetchUnreadLeads, label: 'portalLeads.unreadCount' },
};

export function NavBadge({ routeId }: { routeId: string }) {
  const source = SOURCES[routeId];
  return source ? <NavCount source={source} routeId={routeId} /> : null;
}

function NavCount({ source, routeId }: { source: NavBadgeSource; routeId: string }) {
  const { t } = useTranslation();
  const count = useQuery({
    queryKey: source.queryKey,
    queryFn: source.load,
    refetchInterval: 60_000,
    staleTime: 30_000,
    retry: false,
  });
  if (!count.data) return null;
  return (
    <Badge
      size="sm"
      color="blue"
      circle={count.data < 10}
      aria-label={t(source.label, { count: count.data })}
      data-testid={`nav-badge-${routeId}`}
    >
      {count.data > 99 ? '99+' : count.data}
    </Badge>
  );
}
