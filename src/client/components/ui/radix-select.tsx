import { Check, ChevronDown } from 'lucide-react';
import { Select as S } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';
import type { SelectProps } from './select-types';

/**
 * The select itself (Radix), loaded by `./select` after the page's first screen. `defaultOpen` and
 * `focusOnMount` carry over what the user did to the stand-in trigger before this code came.
 */
export function RadixSelect({
  id,
  value,
  onValueChange,
  placeholder,
  options,
  groups,
  disabled,
  invalid,
  className,
  defaultOpen,
  focusOnMount,
}: SelectProps & { defaultOpen: boolean; focusOnMount: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const shouldFocus = useRef(focusOnMount);
  useEffect(() => {
    if (shouldFocus.current) trigger.current?.focus();
  }, []);
  const renderItem = (option: { value: string; label: string }): ReactNode => (
    <S.Item
      key={option.value}
      value={option.value}
      className="relative flex cursor-pointer select-none items-center rounded-lg py-2 pr-3 pl-8 text-sm text-ocean-950 outline-none data-[highlighted]:bg-ocean-50 data-[disabled]:opacity-50"
    >
      <S.ItemIndicator className="absolute left-2.5">
        <Check className="h-4 w-4 text-ocean-600" aria-hidden />
      </S.ItemIndicator>
      <S.ItemText>{option.label}</S.ItemText>
    </S.Item>
  );
  return (
    <S.Root value={value ?? ''} onValueChange={onValueChange} disabled={disabled} defaultOpen={defaultOpen}>
      <S.Trigger
        ref={trigger}
        id={id}
        aria-invalid={invalid || undefined}
        className={cn(fieldClasses, 'flex h-11 items-center justify-between gap-2 text-left', className)}
      >
        <S.Value placeholder={<span className="text-ocean-900/70">{placeholder}</span>} />
        <S.Icon>
          <ChevronDown className="h-4 w-4 text-ocean-700" aria-hidden />
        </S.Icon>
      </S.Trigger>
      <S.Portal>
        <S.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-ocean-100 bg-white p-1 shadow-lift animate-fade-in"
        >
          <S.Viewport>
            {options?.map(renderItem)}
            {groups?.map((group) => (
              <S.Group key={group.label}>
                <S.Label className="px-3 pt-2.5 pb-1 text-xs font-semibold uppercase tracking-wide text-ocean-700/70">
                  {group.label}
                </S.Label>
                {group.options.map(renderItem)}
              </S.Group>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}
