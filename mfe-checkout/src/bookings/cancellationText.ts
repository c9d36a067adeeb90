// The free-cancellation deadline in words (docs/product/rules.md#cancellation), in Cairo time.
import { formatCairoDateTime } from '@kemet/ui';

export const freeCancellationText = (cancellableUntil: string, stillFree: boolean) =>
  stillFree
    ? `Free cancellation until ${formatCairoDateTime(cancellableUntil)}`
    : `Free cancellation ended on ${formatCairoDateTime(cancellableUntil)}`;
