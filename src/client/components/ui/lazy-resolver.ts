import type { FieldValues, Resolver, ResolverError } from 'react-hook-form';
import { toastNotAvailableOffline } from './not-available-offline';

/**
 * A form's checks (zod and its schema, about 25 KB gzip) loaded after the form's first screen
 * (issue 15): `preload()` as the form mounts, and a check made before they came waits for them.
 * If they cannot come (offline before the page had them), the form says so and submits nothing.
 */
export function lazyResolver<T extends FieldValues, TOut = T>(
  load: () => Promise<Resolver<T, unknown, TOut>>,
) {
  let pending: Promise<Resolver<T, unknown, TOut>> | undefined;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const resolver: Resolver<T, unknown, TOut> = async (values, context, options) => {
    let check: Resolver<T, unknown, TOut>;
    try {
      check = await get();
    } catch {
      toastNotAvailableOffline('The code that checks this form');
      const errors = { root: { type: 'unavailable', message: 'Not available offline yet' } };
      return { values: {}, errors: errors as ResolverError<T>['errors'] };
    }
    return check(values, context, options);
  };
  return {
    resolver,
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
