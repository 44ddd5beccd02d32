// A page or list with nothing to show: an icon, a heading, what to do about it and its buttons.
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId?: string;
}

export function EmptyState({ icon, title, children, testId }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        {icon}
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
