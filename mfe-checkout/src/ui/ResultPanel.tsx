// The payment result card, success or failure: an icon, the fixed heading and subtitle
// (docs/product/texts-and-messages.md#checkout-and-payment-result), details and actions. Takes focus when shown.
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './ResultPanel.module.css';

export interface ResultPanelProps {
  tone: 'success' | 'failure';
  title: string;
  subtitle?: string;
  children?: ReactNode;
}

export function ResultPanel({ tone, title, subtitle, children }: ResultPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`${styles.panel} ${styles[tone]}`} aria-labelledby="checkout-result-title">
      <span className={styles.icon} aria-hidden="true">
        {tone === 'success' ? '✓' : '!'}
      </span>
      <h1 id="checkout-result-title" ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children}
    </section>
  );
}
