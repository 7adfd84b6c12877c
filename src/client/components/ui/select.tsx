import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { lazyComponent, useLazyComponent } from '../../lib/lazy-component';
import { fieldClasses } from './input';
import type { SelectProps } from './select-types';

export type { SelectGroup, SelectOption, SelectProps } from './select-types';

/** Radix Select with its popup, positioning and focus code (about 30 KB gzip). */
const radixSelect = lazyComponent(() => import('./radix-select').then((module) => module.RadixSelect));

/** Keys that open a select from its trigger (as Radix's trigger does). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * Accessible select (Radix): flat options or labelled groups; an item never has an empty value.
 * Its code loads after the page's first screen (issue 15: a form's first screen within 120 KB);
 * until then a trigger that looks and reads the same stands in, and a press on it opens the select
 * as soon as the code is there, with the focus where the user left it.
 */
export function Select(props: SelectProps) {
  const { Component: RadixSelect } = useLazyComponent(radixSelect);
  const [isOpenWanted, setOpenWanted] = useState(false);
  const hasFocus = useRef(false);
  if (RadixSelect) {
    return <RadixSelect {...props} defaultOpen={isOpenWanted} focusOnMount={hasFocus.current} />;
  }
  const { id, value, placeholder, options, groups, disabled, invalid, className } = props;
  const label = [...(options ?? []), ...(groups ?? []).flatMap((group) => group.options)].find(
    (option) => option.value === value,
  )?.label;
  const open = () => {
    setOpenWanted(true);
    void radixSelect.load();
  };
  return (
    <button
      type="button"
      role="combobox"
      id={id}
      aria-expanded={false}
      aria-autocomplete="none"
      aria-invalid={invalid || undefined}
      disabled={disabled}
      data-state="closed"
      data-placeholder={label === undefined ? '' : undefined}
      className={cn(fieldClasses, 'flex h-11 items-center justify-between gap-2 text-left', className)}
      onFocus={() => {
        hasFocus.current = true;
      }}
      onBlur={() => {
        hasFocus.current = false;
      }}
      onPointerDown={(event) => {
        if (event.button === 0 && event.pointerType === 'mouse') open();
      }}
      onClick={open}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span style={{ pointerEvents: 'none' }}>
        {label ?? <span className="text-ocean-900/70">{placeholder}</span>}
      </span>
      <span aria-hidden>
        <ChevronDown className="h-4 w-4 text-ocean-700" aria-hidden />
      </span>
    </button>
  );
}
