import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import {
  type Completion,
  completeItem,
  type KnownItem,
  prepareCompletion,
  type VocabularyTerm,
} from './complete-item';
import { loadVocabulary } from './load-vocabulary';
import { lineAt, type TypedLine } from './typed-line';

/**
 * Completion of the line being typed in the add box (a combobox's state): its options, the active one, and the
 * keys that move, pick and close. The vocabulary loads when the box is first used.
 */
export function useItemCompletion({
  text,
  caret,
  history,
  listed,
  onPick,
}: {
  text: string;
  /** Where the caret is in the box; -1 when the box does not have focus. */
  caret: number;
  history: readonly KnownItem[];
  listed: ReadonlyMap<string, string | null>;
  onPick: (option: Completion, line: TypedLine) => void;
}) {
  const [vocabulary, setVocabulary] = useState<readonly VocabularyTerm[]>([]);
  const [wanted, setWanted] = useState(false);
  const [active, setActive] = useState(-1);
  /** The line text Escape closed the options on: they stay closed until the line changes. */
  const [closedOn, setClosedOn] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) {
      return;
    }
    let current = true;
    void loadVocabulary().then((terms) => {
      if (current) {
        setVocabulary(terms);
      }
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  const index = useMemo(() => prepareCompletion(history, vocabulary), [history, vocabulary]);
  // Out of the box (caret -1), nothing is being typed.
  const line = caret < 0 ? { text: '', start: 0, end: 0 } : lineAt(text, caret);
  const options = useMemo(
    () => (closedOn === line.text ? [] : completeItem(index, line.text, listed)),
    [index, line.text, listed, closedOn],
  );
  // A new set of options starts with none active, so Enter still adds what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the typed line changes
  useEffect(() => setActive(-1), [line.text]);
  const open = options.length > 0;
  const pick = (option: Completion) => {
    setActive(-1);
    onPick(option, line);
  };

  /** Handles the combobox's keys; true when the key was the completion's (the box must not act on it too). */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!open) {
      return false;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const last = options.length - 1;
      setActive((now) =>
        event.key === 'ArrowDown' ? (now >= last ? 0 : now + 1) : now <= 0 ? last : now - 1,
      );
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setClosedOn(line.text);
      return true;
    }
    const chosen = options[active];
    if (event.key === 'Enter' && !event.shiftKey && chosen) {
      event.preventDefault();
      pick(chosen);
      return true;
    }
    return false;
  };

  return {
    options,
    open,
    active: active >= 0 && active < options.length ? active : -1,
    pick,
    onKeyDown,
    /** The box is being used: load the vocabulary. */
    wake: () => setWanted(true),
  };
}
