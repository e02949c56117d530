/** The daily pair used until an admin chooses one: two famous actors 2–4 connections apart in the starter catalog. */
export const defaultDailyPair = { startActorName: 'Marilyn Monroe', endActorName: 'Leonardo DiCaprio' } as const;
