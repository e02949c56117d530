/**
 * "How Scoring Works" without its popover in the first load of `/` (Mantine's Popover
 * brings floating-ui). The same button stands in its place; the popover's chunk is fetched when
 * the player points at or focuses the button, and a click made before it arrives opens it once
 * it has.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

const loadScoringPopover = () => import('./scoring-popover');
const LazyScoringPopover = lazy(() => loadScoringPopover().then((m) => ({ default: m.ScoringPopover })));

/** The popover's target as ./scoring-popover.tsx draws it. */
function ScoringButtonStandIn({ onClick }: { onClick?: () => void }) {
  const preload = () => void loadScoringPopover();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconInfoCircle size={16} />}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onClick}
    >
      How Scoring Works
    </Button>
  );
}

/** Opens the loaded popover for the click that asked for it, keeping the keyboard focus on its button. */
function OpenOnArrival({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const target = wrapper.current?.querySelector('button');
    target?.focus();
    target?.click();
  }, []);
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}

export function ScoringPopover() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <ScoringButtonStandIn onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<ScoringButtonStandIn />}>
      <OpenOnArrival>
        <LazyScoringPopover />
      </OpenOnArrival>
    </Suspense>
  );
}
