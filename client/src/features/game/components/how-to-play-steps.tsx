import { NumberedSteps } from '../../../components/numbered-steps';

const howToPlaySteps = [
  { title: 'Start with the first actor', text: 'Your chain begins with the START actor.' },
  { title: 'Find a movie they appeared in', text: 'Search for any movie the current actor was in.' },
  { title: 'Find another actor from that movie', text: 'Pick a co-star from the same movie to extend the chain.' },
  { title: 'Continue until you reach the end actor', text: 'Fewer connections earn a higher score.' },
] as const;

/** The four steps of the How to Play panel (SPEC §2). */
export function HowToPlaySteps() {
  return <NumberedSteps steps={howToPlaySteps} />;
}
