// An accessible accordion: each question is a button (aria-expanded) that shows or hides its answer region.
import { useId, useState } from 'react';
import type { Faq } from './faqs';
import styles from './FaqAccordion.module.css';

export function FaqAccordion({ items }: { items: Faq[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={styles.item}>
            <h2 className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.question}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className={styles.answer}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
