import { useState, type FormEvent } from 'react';
import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { toast } from '../../../lib/toast';
import { authErrorDescription } from '../admin-messages';
import { trpc } from '../../../lib/trpc';
import { useAdminSignIn } from '../api/use-admin-session';

/** "Admin Authentication": the password gate (SPEC §2, §8). The server checks the password. */
export function AdminGate() {
  const [password, setPassword] = useState('');
  const signIn = useAdminSignIn();
  const utils = trpc.useUtils();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    let success: boolean;
    try {
      ({ success } = await signIn.mutateAsync({ password }));
    } catch (error) {
      console.error('Admin authentication failed', error);
      toast({ title: 'Authentication failed', description: authErrorDescription(error), variant: 'destructive' });
      return;
    }
    if (!success) {
      toast({ title: 'Authentication failed', description: 'Invalid password', variant: 'destructive' });
      return;
    }
    setPassword('');
    toast({ title: 'Authentication successful', description: 'Welcome to the admin panel', variant: 'success' });
    await utils.admin.session.invalidate();
  };

  return (
    <Card maw={420} mx="auto" w="100%" component="section" aria-labelledby="admin-gate-title" data-testid="admin-gate">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Stack gap={4} align="center">
            <IconLock size={32} color="var(--mantine-color-amber-4)" aria-hidden />
            <Title order={1} fz="h2" ta="center" id="admin-gate-title">
              Admin Authentication
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              Enter the admin password to manage the daily actors.
            </Text>
          </Stack>
          <PasswordInput
            label="Password"
            placeholder="Admin password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            autoFocus
            disabled={signIn.isPending}
          />
          <Button type="submit" fullWidth disabled={signIn.isPending}>
            {signIn.isPending ? 'Authenticating...' : 'Authenticate'}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
