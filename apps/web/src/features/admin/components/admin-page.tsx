// The frame of an administration screen: its heading, its buttons, then the screen.
import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import '../i18n/index.ts';

export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
