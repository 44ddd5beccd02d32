// /admin/my-account/edit: the profile form (updateUserSchema), language included.
import { useNavigate } from 'react-router';
import { flash } from '../../../lib/alerts.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { AccountFormPage } from '../components/account-form-page.tsx';
import { ProfileFields, useProfileForm } from '../profile-form.tsx';

export function MyAccountEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfileForm(async () => {
    flash(t('account.profileUpdated'), 'success');
    await navigate('/admin/my-account');
  });

  return (
    <AccountFormPage
      title={t('routes.myAccountEdit')}
      name="profile"
      maxWidth={720}
      onSubmit={profile.submit}
      formError={profile.formError}
      submitting={profile.form.submitting}
    >
      <ProfileFields profile={profile} />
    </AccountFormPage>
  );
}
