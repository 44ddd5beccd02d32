// The users section of a company's page: its users with their roles and status, Remove (confirmed) and
// "Add a landlord": a picker searching the landlords who are not its users. A landlord of another company is
// moved only once the administrator confirms the server's question (the 422 naming the other company).
import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type {
  AddCompanyUserInput,
  AdminCompanyDetail,
  CompanyCandidate,
  CompanyCandidatesResponse,
  CompanyUser,
} from '@rentals/shared/resources/companies';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { resourceKeys } from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { api, errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { USERS_PATH } from '../api.ts';
import { COMPANIES_PATH } from '../resources/companies.tsx';
import { roleBadges } from '../resources/users.tsx';
import { SearchSelect } from './search-select.tsx';

const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Adding and removing answer the company's detail: it replaces the page's record; lists refresh. */
function useCompanyUserChanges(companyId: number) {
  const client = useQueryClient();
  const onSuccess = (detail: AdminCompanyDetail) => {
    client.setQueryData(resourceKeys.record(COMPANIES_PATH, companyId), detail);
    void client.invalidateQueries({
      queryKey: resourceKeys.all(COMPANIES_PATH),
      predicate: (query) => query.queryKey[1] !== 'record',
    });
    void client.invalidateQueries({ queryKey: resourceKeys.all(USERS_PATH) });
  };
  const add = useMutation({
    mutationFn: (body: AddCompanyUserInput) =>
      api.post<AdminCompanyDetail>(`${COMPANIES_PATH}/${companyId}/users`, body),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (userId: number) => api.delete<AdminCompanyDetail>(`${COMPANIES_PATH}/${companyId}/users/${userId}`),
    onSuccess,
  });
  return { add, remove };
}

interface CompanyUsersProps {
  company: AdminCompanyDetail;
  /** modifyCompanies: Add and Remove. */
  editable: boolean;
  /** viewUsers: names link to the user's page. */
  linkUsers: boolean;
}

export function CompanyUsers({ company, editable, linkUsers }: CompanyUsersProps) {
  const { t } = useTranslation();
  const { add, remove } = useCompanyUserChanges(company.id);

  const confirmRemove = (user: CompanyUser) =>
    modals.openConfirmModal({
      title: t('admin.companies.removeTitle', { name: nameOf(user) }),
      children: <Text size="sm">{t('admin.companies.removeBody')}</Text>,
      labels: { confirm: t('admin.companies.removeUser'), cancel: t('resource.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'remove-user-confirm' } as never,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(user.id);
          flash(t('admin.companies.userRemoved', { name: nameOf(user) }), 'success');
        } catch (error) {
          flash(errorMessage(error), 'error');
        }
      },
    });

  return (
    <Stack gap="md" data-testid="company-users">
      {company.users.length === 0 ? (
        <Text c="dimmed">{t('admin.companies.noUsers')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.users.name')}</Table.Th>
                <Table.Th>{t('admin.users.email')}</Table.Th>
                <Table.Th>{t('admin.users.roles')}</Table.Th>
                <Table.Th>{t('admin.users.status')}</Table.Th>
                {editable && <Table.Th>{t('resource.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {company.users.map((user) => (
                <Table.Tr key={user.id} data-testid="company-user-row">
                  <Table.Td>
                    {linkUsers ? (
                      <Anchor component={Link} to={`/admin/users/${user.id}`}>
                        {nameOf(user)}
                      </Anchor>
                    ) : (
                      nameOf(user)
                    )}
                  </Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{roleBadges(user.roles)}</Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={user.status === 'active' ? 'green' : 'gray'}>
                      {t(`admin.users.statuses.${user.status}`)}
                    </Badge>
                  </Table.Td>
                  {editable && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => confirmRemove(user)}
                        aria-label={t('admin.companies.removeUserLabel', { name: nameOf(user) })}
                      >
                        {t('admin.companies.removeUser')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {company.userCount > company.users.length && (
        <Text size="sm" c="dimmed">
          {t('admin.companies.usersShown', { shown: company.users.length, count: company.userCount })}
        </Text>
      )}
      {editable && <AddLandlord companyId={company.id} add={add} />}
    </Stack>
  );
}

function AddLandlord({ companyId, add }: { companyId: number; add: ReturnType<typeof useCompanyUserChanges>['add'] }) {
  const { t } = useTranslation();
  const found = useRef(new Map<string, CompanyCandidate>());
  const [picked, setPicked] = useState<{ id: string; label: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (move: boolean) => {
    const candidate = picked ? found.current.get(picked.id) : undefined;
    if (!candidate) return;
    setError(null);
    try {
      await add.mutateAsync({ userId: candidate.id, ...(move && { move: true }) });
      flash(t('admin.companies.userAdded', { name: nameOf(candidate) }), 'success');
      setPicked(null);
    } catch (caught) {
      const message = isApiError(caught) ? caught.errors.userId?.[0] : undefined;
      // The landlord belongs to another company: the server asks to confirm the move.
      if (!move && message && candidate.companyId !== null) {
        modals.openConfirmModal({
          title: t('admin.companies.moveTitle'),
          children: <Text size="sm">{message}</Text>,
          labels: { confirm: t('admin.companies.move'), cancel: t('resource.cancel') },
          confirmProps: { 'data-testid': 'move-user-confirm' } as never,
          onConfirm: () => void submit(true),
        });
      } else {
        setError(message ?? errorMessage(caught));
      }
    }
  };

  return (
    <Group align="flex-end" gap="sm">
      <SearchSelect
        label={t('admin.companies.addUser')}
        placeholder={t('admin.companies.addUserPlaceholder')}
        value={picked?.id ?? null}
        valueLabel={picked?.label}
        onChange={(value, label) => {
          setError(null);
          setPicked(value ? { id: value, label: label ?? '' } : null);
        }}
        queryKey={[COMPANIES_PATH, 'candidates', companyId]}
        minChars={0}
        load={async (q, signal) => {
          const { data } = await api.get<CompanyCandidatesResponse>(`${COMPANIES_PATH}/${companyId}/candidate-users`, {
            query: { q: q || undefined },
            signal,
          });
          for (const c of data) found.current.set(String(c.id), c);
          return data.map((c) => ({
            value: String(c.id),
            label: `${nameOf(c)} (${c.email})${c.companyName ? ` · ${c.companyName}` : ''}`,
          }));
        }}
        w={{ base: '100%', sm: 420 }}
        error={error}
        testId="add-user-picker"
      />
      <Button
        leftSection={<IconUserPlus size={16} aria-hidden />}
        disabled={!picked}
        loading={add.isPending}
        onClick={() => void submit(false)}
        data-testid="add-user-submit"
      >
        {t('admin.companies.addButton')}
      </Button>
    </Group>
  );
}
