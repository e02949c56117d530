/**
 * Virtual players in a process of their own (./remote-players.ts forks this file): their requests,
 * timers and latency clocks run on this process's event loop, not on the suite's or the bench's,
 * so a busy measuring process neither delays their requests nor adds to the latencies they record.
 * Started by one message, stopped by another or by its duration; answers one message with what
 * happened, times as epoch milliseconds so that several processes' answers merge.
 */
import { startPlayers } from './virtual-players';
import type { PlayersDone, PlayersStart } from './remote-players';

const epoch = (t: number) => performance.timeOrigin + t;

process.once('message', (start: PlayersStart) => {
  const { run, done, agent } = startPlayers(start.url, start.pair, start.path, start.options);
  process.on('message', (message: unknown) => {
    if (message === 'stop') run.stop();
  });
  void done.then(() => {
    agent.destroy();
    const timeouts = run.errors.filter((e) => e.status === null);
    const report: PlayersDone = {
      startedAt: epoch(run.startedAt),
      endedAt: epoch(run.endedAt),
      answered: run.answered.map((a) => [epoch(a.sentAt), a.at - a.sentAt, a.status, a.retryAfterSeconds ?? -1]),
      unanswered: timeouts.length + run.networkFailures.length,
      firstUnanswered: [...timeouts, ...run.networkFailures].slice(0, 3).map((e) => e.detail),
      errors: run.errors.filter((e) => e.status !== null).map((e) => e.detail),
    };
    process.send!(report, () => process.disconnect());
  });
});
