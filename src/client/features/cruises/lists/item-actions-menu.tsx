import { ArrowDown, ArrowUp, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu as M } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-ocean-900 outline-none ' +
  'data-[disabled]:cursor-default data-[disabled]:opacity-45 data-[highlighted]:bg-ocean-50';

function Item({
  icon,
  children,
  onSelect,
  disabled,
  tone,
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  tone?: 'danger';
}) {
  return (
    <M.Item
      className={cn(itemClasses, tone === 'danger' && 'text-coral-700')}
      onSelect={onSelect}
      disabled={disabled}
    >
      {icon}
      {children}
    </M.Item>
  );
}

/** How long after a move its button takes the focus back when a render leaves it nowhere. */
const KEEP_FOCUS_MS = 2000;

/**
 * The actions of one list item: Edit, Move up, Move down, Delete. A menu rather than four buttons
 * per row keeps a phone's row for the text; moving by menu works by touch, mouse and keyboard
 * alike (no drag needed). After a move the menu button keeps the focus, so pressing it again
 * keeps moving the same item.
 */
export function ItemActionsMenu({
  label,
  index,
  count,
  onEdit,
  onMove,
  onDelete,
}: {
  label: string;
  /** Where the item is among the ones shown with it, to disable Move up / down at the ends. */
  index: number;
  count: number;
  onEdit: () => void;
  /** Moves the item; false when that changes nothing (then no focus is waited for). */
  onMove: (offset: -1 | 1) => boolean;
  onDelete: () => void;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const keepFocusUntil = useRef(0);
  // Moving the row in the page takes the focus from its button: give it back. The move shows at
  // once, and the server's answer may show it again, so for a moment after a move every render
  // that left the focus nowhere (on the page's body) gives it back. A move that changes nothing
  // never asks, and once the traveller focuses something else the button leaves it there.
  useEffect(() => {
    if (Date.now() > keepFocusUntil.current) return;
    const active = document.activeElement;
    if (active === triggerRef.current) return;
    if (active && active !== document.body) {
      if (!active.closest('[role="menu"]')) keepFocusUntil.current = 0;
      return;
    }
    triggerRef.current?.focus();
  });
  const move = (offset: -1 | 1) => {
    keepFocusUntil.current = onMove(offset) ? Date.now() + KEEP_FOCUS_MS : 0;
  };

  return (
    <M.Root modal={false}>
      <M.Trigger
        ref={triggerRef}
        aria-label={`Actions for ${label}`}
        className="-my-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-ocean-800 hover:bg-ocean-50 focus-visible:outline-2 focus-visible:outline-ocean-500 data-[state=open]:bg-ocean-50"
      >
        <MoreVertical className="h-4 w-4" aria-hidden />
      </M.Trigger>
      <M.Portal>
        <M.Content
          align="end"
          sideOffset={4}
          className="z-50 w-44 rounded-2xl border border-ocean-100 bg-white p-1.5 shadow-lift animate-fade-in"
        >
          <Item icon={<Pencil className="h-4 w-4" aria-hidden />} onSelect={onEdit}>
            Edit
          </Item>
          <Item
            icon={<ArrowUp className="h-4 w-4" aria-hidden />}
            onSelect={() => move(-1)}
            disabled={index === 0}
          >
            Move up
          </Item>
          <Item
            icon={<ArrowDown className="h-4 w-4" aria-hidden />}
            onSelect={() => move(1)}
            disabled={index === count - 1}
          >
            Move down
          </Item>
          <M.Separator className="mx-1 my-1 h-px bg-ocean-100" />
          <Item icon={<Trash2 className="h-4 w-4" aria-hidden />} onSelect={onDelete} tone="danger">
            Delete
          </Item>
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
