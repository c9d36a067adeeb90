// A placeholder block sized like the content it stands for, so nothing jumps when the content arrives.
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  height: string;
  width?: string;
  label?: string;
}

export function Skeleton({ height, width = '100%', label = 'Loading' }: SkeletonProps) {
  return (
    <div className={styles.skeleton} style={{ height, width }} role="status" aria-label={label} aria-busy="true" />
  );
}
