// What the three result lists share: the status and created-date filters, dates and links.
import { Anchor, Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ResourceFilter } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { SEARCH_KINDS, type SearchKind } from '../kinds.ts';

export const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '—');
export const moment = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

export function listFilters(t: TFunction, kind: SearchKind): ResourceFilter[] {
  return [
    {
      name: 'status',
      label: t('supportSearch.status'),
      type: 'select',
      options: SEARCH_KINDS[kind].statuses.map((s) => ({ value: s, label: t(`supportSearch.${kind}.statuses.${s}`) })),
    },
    { name: 'from', label: t('supportSearch.from'), type: 'date' },
    { name: 'to', label: t('supportSearch.to'), type: 'date' },
  ];
}

const STATUS_COLORS: Record<string, string> = {
  active: 'green',
  member: 'green',
  pending: 'yellow',
  paused: 'yellow',
  draft: 'gray',
  none: 'gray',
  expired: 'orange',
  suspended: 'red',
  removed: 'red',
};

export function StatusBadge({ kind, status, t }: { kind: SearchKind; status: string; t: TFunction }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
      {t(`supportSearch.${kind}.statuses.${status}`)}
    </Badge>
  );
}

export function RecordLink({ kind, id, children }: { kind: SearchKind; id: number; children: ReactNode }) {
  return (
    <Anchor component={Link} to={SEARCH_KINDS[kind].recordPath(id)}>
      {children}
    </Anchor>
  );
}
