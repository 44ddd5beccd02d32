// The companies of a renewal window, a page at a time, each with a checkbox; the header's selects the page.
import { Anchor, Badge, Checkbox, Paper, Table } from '@mantine/core';
import type { RenewalCompany } from '@rentals/shared/resources/membership-renewals';
import { Link } from 'react-router';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/**
 * The saved-card badge's fills: solid, so its text is white on a known colour (a light badge's translucent green
 * read to axe as green on green, 1.24:1). Green 9 under white is only 4.4:1: this green is 6.6:1, gray 7 8.2:1.
 */
export const CARD_BADGE_COLORS = { yes: '#1e6b30', no: 'gray.7' } as const;

export function RenewalTable(props: {
  rows: RenewalCompany[];
  isSelected: (id: number) => boolean;
  pageChecked: boolean;
  pageIndeterminate: boolean;
  onToggle: (id: number) => void;
  onTogglePage: () => void;
  updating: boolean;
}) {
  const { rows, isSelected, pageChecked, pageIndeterminate, onToggle, onTogglePage, updating } = props;
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const dateOf = (iso: string | null) => (iso ? date.format(new Date(iso)) : t('membershipRenewals.table.never'));
  return (
    <Paper withBorder radius="md" style={{ opacity: updating ? 0.6 : 1 }}>
      <ScrollTable minWidth={680} label={t('membershipRenewals.table.label')}>
        <Table striped verticalSpacing="sm" data-testid="renewal-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('membershipRenewals.table.selectPage')}
                  checked={pageChecked}
                  indeterminate={pageIndeterminate}
                  onChange={onTogglePage}
                  data-testid="select-page"
                />
              </Table.Th>
              <Table.Th scope="col">{t('membershipRenewals.table.company')}</Table.Th>
              <Table.Th scope="col">{t('membershipRenewals.table.expires')}</Table.Th>
              <Table.Th scope="col">{t('membershipRenewals.table.card')}</Table.Th>
              <Table.Th scope="col">{t('membershipRenewals.table.autoRenew')}</Table.Th>
              <Table.Th scope="col">{t('membershipRenewals.table.lastRenewal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="renewal-row">
                <Table.Td>
                  <Checkbox
                    aria-label={t('membershipRenewals.table.select', { name: row.name })}
                    checked={isSelected(row.id)}
                    onChange={() => onToggle(row.id)}
                  />
                </Table.Td>
                <Table.Th scope="row" fw={400}>
                  <Anchor component={Link} to={`/support/company/${row.id}`}>
                    {row.name}
                  </Anchor>
                </Table.Th>
                <Table.Td>{dateOf(row.membershipExpiresAt)}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="filled"
                    color={row.hasSavedCard ? CARD_BADGE_COLORS.yes : CARD_BADGE_COLORS.no}
                    autoContrast
                    data-testid="saved-card-badge"
                  >
                    {row.hasSavedCard ? t('membershipRenewals.table.yes') : t('membershipRenewals.table.no')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.autoRenew ? t('membershipRenewals.table.yes') : t('membershipRenewals.table.no')}
                </Table.Td>
                <Table.Td>{dateOf(row.lastRenewalAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
