// What a wishlist shows while it loads, and what the server renders (the list is the visitor's own).
import styles from './Wishlist.module.css';

export function WishlistLoading({ label }: { label: string }) {
  return (
    <p className={styles.muted} role="status">
      {label}
    </p>
  );
}
