import { useLayoutEffect, useRef } from 'react';
import { Modal, Title } from '@mantine/core';
import { HowToPlaySteps } from './how-to-play-steps';

export function HowToPlayModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // The element that opened the panel gets the keyboard focus back when it closes. Kept here
  // because a panel first mounted already open (loaded lazily) is not followed by Mantine's own
  // focus return; read before the focus trap moves the focus inside (it does so after a tick).
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
  }, [opened]);

  const close = () => {
    onClose();
    const target = returnTo.current;
    window.setTimeout(() => {
      const active = document.activeElement;
      const lost = active == null || active === document.body || active.closest('.mantine-Modal-root') != null;
      if (lost && target?.isConnected) target.focus();
    }, 20);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
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
