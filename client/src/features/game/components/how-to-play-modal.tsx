import { Modal, Title } from '@mantine/core';
import { HowToPlaySteps } from './how-to-play-steps';

export function HowToPlayModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Title order={2} fz="h3" component="span">
          How to Play
        </Title>
      }
      size="md"
    >
      <HowToPlaySteps />
    </Modal>
  );
}
