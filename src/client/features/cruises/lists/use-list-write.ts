import type { MutateOptions } from '@tanstack/react-query';
import { useWrite } from '../../../offline/runtime';
import type { WriteDefinition } from '../../../offline/sync';
import { failureToast } from './toasts';

/**
 * A list write for a screen of one cruise: the write's named mutation with the cruise put into
 * its variables, and the spec's failure toast ('Failed to add item: …') when the server refuses
 * it. A write kept for later (offline) resolves as if saved: the change shows already.
 */
export function useListWrite<V extends { cruiseId: string }, D>(
  definition: WriteDefinition<V, D>,
  cruiseId: string,
) {
  const write = useWrite(definition, { onError: failureToast(definition.action) });
  const withCruise = (variables: Omit<V, 'cruiseId'>) => ({ ...variables, cruiseId }) as V;
  return {
    isPending: write.isPending,
    mutate: (variables: Omit<V, 'cruiseId'>, options?: MutateOptions<D, Error, V>) =>
      write.mutate(withCruise(variables), options),
    mutateAsync: (variables: Omit<V, 'cruiseId'>) => write.mutateAsync(withCruise(variables)),
  };
}
