// A listing's state as a badge (docs/product/partners.md#listings): published stands out, the others are quiet.
import type { ListingStatus } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import './messages/listingsMessages';
import sections from '../../components/sections.module.css';

export function StatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('listings');
  return (
    <span className={status === 'published' ? sections.badge : sections.quietBadge} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
