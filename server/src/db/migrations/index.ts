import { InitialSchema1763700000000 } from './1763700000000-initial-schema';
import { PublicReadSide1763800000000 } from './1763800000000-public-read-side';
import { Moderation1763900000000 } from './1763900000000-moderation';
import { BeyondTheSpec1764000000000 } from './1764000000000-beyond-the-spec';
import { OneFairDailyPuzzle1764100000000 } from './1764100000000-one-fair-daily-puzzle';
import { StandingOnAPair1764200000000 } from './1764200000000-standing-on-a-pair';
import { RankedGameChanges1764300000000 } from './1764300000000-ranked-game-changes';
import { RankedNameChanges1764400000000 } from './1764400000000-ranked-name-changes';
import { RankedOwnerChanges1764500000000 } from './1764500000000-ranked-owner-changes';

/** Every migration, oldest first. A new schema change is a new file added here. */
export const migrations = [
  InitialSchema1763700000000,
  PublicReadSide1763800000000,
  Moderation1763900000000,
  BeyondTheSpec1764000000000,
  OneFairDailyPuzzle1764100000000,
  StandingOnAPair1764200000000,
  RankedGameChanges1764300000000,
  RankedNameChanges1764400000000,
  RankedOwnerChanges1764500000000,
];
