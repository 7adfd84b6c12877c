import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** The last line of a checklist card: type an item (and a due date if it has one), Enter adds it. */
export function AddChecklistItemForm({
  listName,
  onAdd,
}: {
  listName: string;
  onAdd: (item: { text: string; dueDate: string | null }) => void;
}) {
  const [text, setText] = useState('');
  const [dueDate, setDueDate] = useState('');
  const textRef = useRef<HTMLInputElement>(null);
  const dueId = useId();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      textRef.current?.focus();
      return;
    }
    onAdd({ text: text.trim(), dueDate: dueDate || null });
    setText('');
    setDueDate('');
    textRef.current?.focus();
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap gap-2 border-t border-ocean-100/80 px-4 py-3 sm:px-5"
      aria-label={`Add an item to ${listName}`}
    >
      <Input
        ref={textRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Add an item"
        aria-label={`New item for ${listName}`}
        maxLength={500}
        className="h-10 min-w-0 flex-[1_1_100%] sm:flex-[1_1_12rem]"
      />
      <label
        htmlFor={dueId}
        className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium text-ocean-900/80 sm:flex-none"
      >
        Due
        <Input
          id={dueId}
          type="date"
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
          aria-label={`Due date for the new item of ${listName} (optional)`}
          className="h-10 w-auto min-w-0 flex-1"
        />
      </label>
      <Button type="submit" variant="secondary" size="sm" className="h-10">
        <Plus className="h-4 w-4" aria-hidden /> Add
      </Button>
    </form>
  );
}
