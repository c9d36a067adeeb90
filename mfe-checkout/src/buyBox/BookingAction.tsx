// The details page's action to checkout: a link with the choice once a time and a ticket are chosen, until then a
// disabled button that says what is missing.
import { useId } from 'react';
import { Link, useTranslation } from '@kemet/platform';
import '../messages/checkoutMessages';
import { Button, buttonClassName } from '@kemet/ui';
import styles from './BuyBox.module.css';

export function BookingAction({ label, href }: { label: string; href: string | null }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  if (href)
    return (
      <Link className={`${buttonClassName('primary')} ${styles.action}`} to={href}>
        {label}
      </Link>
    );
  return (
    <>
      <Button className={styles.action} disabled aria-describedby={id}>
        {label}
      </Button>
      <p id={id} className={styles.actionHint}>
        {t('booking.actionHint')}
      </p>
    </>
  );
}
