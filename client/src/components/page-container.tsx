import type { ReactNode } from 'react';
import { Container } from '@mantine/core';

/** The content column every page shares. */
export function PageContainer({ children, size = 'lg' }: { children: ReactNode; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Container size={size} px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} w="100%">
      {children}
    </Container>
  );
}
