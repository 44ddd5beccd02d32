// The Login / Sign up modal (spec 2 "Shell"): a Login tab (sign-in form, with a forgot-password view)
// and a Sign up tab (renter registration). Loaded on demand, so the forms and their schemas stay out of
// the public pages' first download.
import { Modal, Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { type LoginTab, useLoginModal } from '../login-modal-store.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export default function LoginModal() {
  const { t } = useTranslation();
  const { opened, tab, view, close, setTab } = useLoginModal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dismiss = () => {
    close();
    // /login shows the modal over the home page: closing it goes home.
    const login = /^\/(fr\/)?login\/?$/.exec(pathname);
    if (login) void navigate(login[1] ? '/fr' : '/', { replace: true });
  };
  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={t('auth.modalTitle')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="login-modal"
    >
      <Tabs value={tab} onChange={(value) => setTab((value as LoginTab | null) ?? 'login')} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="login" data-testid="login-tab">
            {t('auth.loginTab')}
          </Tabs.Tab>
          <Tabs.Tab value="signup" data-testid="signup-tab">
            {t('auth.signUpTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">{view === 'forgot' ? <ForgotPasswordForm /> : <LoginForm />}</Tabs.Panel>
        <Tabs.Panel value="signup">
          <SignUpForm />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
