// /portal/account-details: the landlord's profile and their company with its tax information.
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../../auth/index.ts';
import { CompanyForm, taxInfoOf } from '../components/company-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { usePortalStore } from '../store.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function AccountDetailsPage() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const company = user?.company ?? null;

  // The tax information the receipts will use, kept in the portal store (spec 3).
  useEffect(() => {
    if (user && company) usePortalStore.getState().setValue(user.id, 'taxInfo', taxInfoOf(company));
  }, [user, company]);

  if (!user) return null;
  return (
    <Stack gap="lg" maw={820} data-testid="account-details">
      <Title order={1} size="h2">
        {t('routes.portalAccountDetails')}
      </Title>
      <Text c="dimmed">{t('portal.account.intro')}</Text>
      {/* Keyed by account: another landlord signing in gets fresh forms. */}
      <ProfileForm key={`profile-${user.id}`} />
      {company ? (
        <CompanyForm key={`company-${company.id}`} company={company} />
      ) : (
        <Alert color="gray" data-testid="no-company">
          {t('portal.account.noCompany')}
        </Alert>
      )}
      <Anchor component={Link} to="/admin/my-account/change-password" size="sm">
        {t('portal.account.changePassword')}
      </Anchor>
    </Stack>
  );
}
