// The frame of a signed-in screen (admin, portal): its heading, its buttons, then the screen.
import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
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
