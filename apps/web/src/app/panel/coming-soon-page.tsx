// What a signed-in route shows until its screen is built (later issues): its title, a clear note, and
// the way back to the area's dashboard, inside the area's layout.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRouteHandle } from '../routes/handle.ts';
import { DASHBOARD_OF_AREA } from './dashboards.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

export function ComingSoonPage() {
  const { t } = useTranslation();
  const { areaRoute } = useRouteHandle();
  const area = areaRoute?.path.split('/')[1] as keyof typeof DASHBOARD_OF_AREA | undefined;
  const dashboard = (area && DASHBOARD_OF_AREA[area]) ?? '/admin/dashboard';
  return (
    <Paper withBorder p="xl" radius="md" data-testid="coming-soon">
      <Stack gap="md" align="flex-start">
        <IconTools size={36} stroke={1.5} aria-hidden />
        <Title order={1} size="h2">
          {areaRoute ? t(`routes.${areaRoute.id}`) : t('routes.notFound')}
        </Title>
        <Text>{t('comingSoon.body')}</Text>
        <Button component={Link} to={dashboard} variant="light">
          {t('comingSoon.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
