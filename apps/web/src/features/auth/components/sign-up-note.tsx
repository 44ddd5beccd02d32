// The note under both sign-up forms: creating an account means accepting the privacy policy and the terms
// of use, each linked in the form's language.
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import '../i18n/index.ts';
import { Trans } from '../../../lib/i18n/index.ts';

export function SignUpNote() {
  const localePath = useLocalePath();
  return (
    <Text size="sm" c="dimmed" data-testid="signup-note">
      <Trans
        i18nKey="auth.signUpNote"
        components={{
          privacy: <Anchor component={Link} to={localePath('/privacy-policy')} />,
          terms: <Anchor component={Link} to={localePath('/terms-of-use')} />,
        }}
      />
    </Text>
  );
}
