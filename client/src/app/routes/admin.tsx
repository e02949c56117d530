import { Center, Loader, Stack, Text } from '@mantine/core';
import { PageContainer } from '../../components/page-container';
import { adminMeta } from '@cinema/shared';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../lib/use-site-info';
import { useAdminSession } from '../../features/admin/api/use-admin-session';
import { AdminGate } from '../../features/admin/components/admin-gate';
import { AdminPanel } from '../../features/admin/components/admin-panel';

export function AdminRoute() {
  const { branding } = useSiteInfo();
  usePageMeta(adminMeta(branding));
  const session = useAdminSession();

  let content;
  if (session.isPending) {
    content = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else if (session.isError) {
    content = (
      <Stack align="center" py="xl" gap="xs">
        <Text c="red.4">Could not reach the server: {session.error.message}</Text>
        <AdminGate />
      </Stack>
    );
  } else if (session.data.authenticated) {
    content = <AdminPanel expiresAt={session.data.expiresAt} />;
  } else {
    content = <AdminGate />;
  }
  return <PageContainer>{content}</PageContainer>;
}
