// The new-landlord indicator (spec 9: fewer than 5 listings): a checklist of the first steps, each a link.
import { Anchor, List, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AccountStats } from '@rentals/shared/resources/landlord-leads';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';

const STEPS: { key: keyof AccountStats['checklist']; to: string }[] = [
  { key: 'hasListing', to: '/portal/listings/create' },
  { key: 'hasPhotos', to: '/portal/listings' },
  { key: 'hasActiveListing', to: '/portal/listings' },
  { key: 'accountDetailsComplete', to: '/portal/account-details' },
];

export function GettingStarted({ checklist }: { checklist: AccountStats['checklist'] }) {
  const { t } = useTranslation();
  const done = STEPS.filter((s) => checklist[s.key]).length;
  return (
    <Paper withBorder radius="md" p="md" data-testid="getting-started">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('portal.checklist.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('portal.checklist.intro')} {t('portal.checklist.progress', { done, total: STEPS.length })}
        </Text>
        <Progress value={(done / STEPS.length) * 100} aria-hidden />
        <List spacing="xs" center>
          {STEPS.map((step) => {
            const complete = checklist[step.key];
            return (
              <List.Item
                key={step.key}
                data-testid={`checklist-${step.key}`}
                data-done={complete || undefined}
                icon={
                  <ThemeIcon color={complete ? 'teal' : 'gray'} variant="light" size={22} radius="xl">
                    {complete ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
                  </ThemeIcon>
                }
              >
                <Anchor component={Link} to={step.to} td={complete ? 'line-through' : undefined}>
                  {t(`portal.checklist.${step.key}`)}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  ({complete ? t('portal.checklist.done') : t('portal.checklist.todo')})
                </Text>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}
