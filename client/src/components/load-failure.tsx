/**
 * What a lazily loaded part of the app shows when its chunk could not be fetched, instead of
 * unmounting the whole app: the message and a Try Again that fetches it again.
 */
import { Component, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, Card, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { retryFailedLoads, useLoadAttempt } from '../lib/retryable-lazy';

interface LoadFailureProps {
  /** What did not load, as in "Failed to load {what}." */
  what: string;
  /** A dialog's failure floats over the page and can be closed like the dialog. */
  onClose?: () => void;
}

export function LoadFailure({ what, onClose }: LoadFailureProps) {
  const floating = onClose != null;
  const failure = (
    <Card
      withBorder
      shadow={floating ? 'xl' : undefined}
      pos={floating ? 'fixed' : undefined}
      bottom={floating ? 16 : undefined}
      left={floating ? 16 : undefined}
      right={floating ? 16 : undefined}
      maw={560}
      mx="auto"
      style={{ zIndex: floating ? 300 : undefined }}
      data-testid="load-failure"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={28} color="var(--mantine-color-red-5)" style={{ flexShrink: 0 }} aria-hidden />
        <Text c="red.4" role="alert">
          Failed to load {what}. Please check your connection and try again.
        </Text>
      </Group>
      <Group justify="flex-end" gap="xs" mt="md">
        {floating && (
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        )}
        <Button onClick={retryFailedLoads}>Try Again</Button>
      </Group>
    </Card>
  );
  // Out of the header, whose backdrop filter would hold a fixed element inside it.
  return floating ? createPortal(failure, document.body) : failure;
}

interface BoundaryProps {
  children: ReactNode;
  /** Drawn while the children cannot be: a LoadFailure, or nothing. */
  fallback: ReactNode;
  /** Told of the error once it has been caught. */
  onError?: (error: unknown) => void;
  /** Draws the children again when it changes (another page in the same place). */
  resetKey?: unknown;
}

interface BoundaryState {
  failed: boolean;
  attempt: number;
  resetKey: unknown;
}

class Boundary extends Component<BoundaryProps & { attempt: number }, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: this.props.attempt, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps & { attempt: number }, state: BoundaryState) {
    if (props.attempt === state.attempt && Object.is(props.resetKey, state.resetKey)) return null;
    return { failed: false, attempt: props.attempt, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('Failed to load part of the app', error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Catches a failed lazy load below it; Try Again (any of them) draws the children again. */
export function LoadFailureBoundary(props: BoundaryProps) {
  return <Boundary {...props} attempt={useLoadAttempt()} />;
}
