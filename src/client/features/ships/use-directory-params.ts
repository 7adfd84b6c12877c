import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { directoryFilters } from '../../../shared/ship-directory';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The directory's search, cruise line and retired-ships choice live in the URL
 * (`?q=&operator=&retired=1`), so a search can be
 * shared and the back button undoes it. Typing updates the box at once and the URL after a
 * pause: starting or clearing a search adds a history entry, refining it replaces the entry.
 */
export function useDirectoryParams() {
  const [params, setParams] = useSearchParams();
  const { q, operator, showRetired } = directoryFilters(params);
  const [input, setInput] = useState(q);
  const lastWritten = useRef(q);
  const timer = useRef<number | undefined>(undefined);

  // Back, forward or a link changed the search: show it in the box.
  useEffect(() => {
    if (q !== lastWritten.current) {
      lastWritten.current = q;
      setInput(q);
    }
  }, [q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commitSearch = useCallback(
    (value: string) => {
      window.clearTimeout(timer.current);
      const term = value.trim();
      const current = lastWritten.current;
      if (term === current) return;
      lastWritten.current = term;
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (term) next.set('q', term);
          else next.delete('q');
          return next;
        },
        { replace: current !== '' && term !== '', preventScrollReset: true },
      );
    },
    [setParams],
  );

  const changeSearch = useCallback(
    (value: string) => {
      setInput(value);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => commitSearch(value), SEARCH_DEBOUNCE_MS);
    },
    [commitSearch],
  );

  const submitSearch = useCallback(
    (value: string) => {
      setInput(value);
      commitSearch(value);
    },
    [commitSearch],
  );

  /** The directory URL for a cruise line ('' for all), keeping the search typed so far. */
  const linkForOperator = useCallback(
    (name: string) => {
      const next = new URLSearchParams();
      const term = input.trim();
      if (term) next.set('q', term);
      if (name) next.set('operator', name);
      if (showRetired) next.set('retired', '1');
      const query = next.toString();
      return query ? `/ships?${query}` : '/ships';
    },
    [input, showRetired],
  );

  /** Shows or hides ships that left their fleets (a history entry, so Back undoes it). */
  const setShowRetired = useCallback(
    (show: boolean) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (show) next.set('retired', '1');
          else next.delete('retired');
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { q, operator, showRetired, input, changeSearch, submitSearch, linkForOperator, setShowRetired };
}
