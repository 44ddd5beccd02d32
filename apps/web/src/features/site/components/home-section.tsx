// A block of the home page: a section named by its h2.
import { Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './home.module.css';

interface HomeSectionProps {
  title: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function HomeSection({ title, children, testId }: HomeSectionProps) {
  const id = useId();
  return (
    <section className={classes.section} aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </section>
  );
}
