// Checkout's buy box (date, time, tickets, price and the action to the payment page), federated behind its own
// boundary: checkout owns buying, the details pages only place it. The server renders it with its sessions.
import type { Experience } from '@kemet/contract';
import { RemoteComponent, useTranslation } from '@kemet/platform';
import { Skeleton } from '@kemet/ui';
import '../messages/catalogMessages';

/** About the box's height with its calendar, so the card does not jump when it arrives. */
const BOX_HEIGHT = '520px';

export function EmbeddedBuyBox({ experience, action }: { experience: Experience; action: 'event' | 'tour' }) {
  const { t } = useTranslation('catalog');
  return (
    <RemoteComponent
      remote="checkout"
      module="BuyBox"
      label={t('details.buyBox')}
      props={{ experience, action }}
      fallback={<Skeleton height={BOX_HEIGHT} label={t('details.loadingBuyBox')} />}
    />
  );
}
