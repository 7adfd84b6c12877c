import { v7 as uuidv7 } from 'uuid';
import type { StarterChoice } from './starter-picker';

interface Starter {
  key: string;
  name: string;
  description: string;
  items: readonly unknown[];
}

/** What the starter buttons and picker show of each ready-made list. */
export const starterChoices = (starters: readonly Starter[]): StarterChoice[] =>
  starters.map((starter) => ({
    key: starter.key,
    name: starter.name,
    description: starter.description,
    count: starter.items.length,
  }));

/**
 * For the lists tab's `makeStarter`: the new list of a starter key, built by `build` (dated from the
 * sail date, sized to the nights...), with a client-made id for the list and for each of its items.
 */
export function starterDrafts<S extends { key: string }, L extends { items: readonly object[] }>(
  starters: readonly S[],
  cruiseId: string,
  build: (starter: S) => L,
) {
  return (key: string) => {
    const starter = starters.find((s) => s.key === key);
    if (!starter) return undefined;
    return () => {
      const list = build(starter);
      return {
        id: uuidv7(),
        cruiseId,
        ...list,
        items: list.items.map((item) => ({ id: uuidv7(), ...item }) as L['items'][number] & { id: string }),
      };
    };
  };
}
