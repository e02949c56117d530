import { useState, type FormEvent } from 'react';
import { Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowsExchange, IconKey } from '@tabler/icons-react';
import { TRANSFER_CODE_TTL_MINUTES, type TransferCode } from '@cinema/shared';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { minutesUntil } from '../countdown';

/**
 * Moving statistics between devices: this device shows a short-lived, single-use code, and
 * the other device enters it to carry on with the same statistics.
 */
export function TransferStatistics() {
  const utils = trpc.useUtils();
  const create = trpc.stats.createTransferCode.useMutation();
  const redeem = trpc.stats.redeemTransferCode.useMutation();
  const [code, setCode] = useState<TransferCode | null>(null);
  const [entered, setEntered] = useState('');
  const [error, setError] = useState<string | null>(null);

  const showCode = async () => {
    try {
      setCode(await create.mutateAsync());
    } catch (failure) {
      console.error('Failed to create a transfer code', failure);
      toast({
        title: 'Error',
        description: 'Could not create a transfer code. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const redeemCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!entered.trim()) return;
    setError(null);
    try {
      await redeem.mutateAsync({ code: entered });
      setEntered('');
      toast({
        title: 'Statistics moved',
        description: 'This device now shows the statistics of the other device.',
        variant: 'success',
      });
      await Promise.all([utils.stats.invalidate(), utils.archive.invalidate()]);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'This transfer code is not valid');
    }
  };

  const expiresAt = code ? new Date(code.expiresAt) : null;
  return (
    <Stack gap="sm" data-testid="transfer-statistics">
      <Text fw={700}>Move my statistics</Text>
      {code && expiresAt ? (
        <div>
          <Text size="sm">Enter this code on your other device. It works once.</Text>
          <Code fz="xl" fw={800} block ta="center" my={6} data-testid="transfer-code" style={{ letterSpacing: 4 }}>
            {code.code}
          </Code>
          <Text size="sm" c="dimmed">
            Expires at {expiresAt.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })} (in{' '}
            {minutesUntil(expiresAt, new Date())} minutes)
          </Text>
        </div>
      ) : (
        <Group>
          <Button
            variant="light"
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={() => void showCode()}
            loading={create.isPending}
          >
            Show a transfer code
          </Button>
          <Text size="xs" c="dimmed">
            Valid for {TRANSFER_CODE_TTL_MINUTES} minutes, once.
          </Text>
        </Group>
      )}
      <form onSubmit={(event) => void redeemCode(event)}>
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Code from another device"
            placeholder="e.g. 7KQ2M9XH4D"
            value={entered}
            onChange={(event) => setEntered(event.currentTarget.value)}
            error={error}
            autoComplete="off"
            style={{ flex: '1 1 200px' }}
          />
          <Button
            type="submit"
            variant="default"
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            disabled={!entered.trim()}
            loading={redeem.isPending}
          >
            Use Code
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
