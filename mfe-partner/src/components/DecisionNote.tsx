// What a decision in a queue did (approved, hidden, restored, or why not), above the list. It takes the focus when it
// changes: the decided item has usually left the list, and the focus with it.
import { useEffect, useRef } from 'react';
import { Notice } from '@kemet/ui';
import type { ActionNote } from './actionNote';
import styles from './DecisionNote.module.css';

export function DecisionNote({ note }: { note: ActionNote | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (note) ref.current?.focus();
  }, [note]);
  if (!note) return null;
  return (
    <div ref={ref} tabIndex={-1} className={styles.note}>
      <Notice tone={note.tone}>{note.text}</Notice>
    </div>
  );
}
