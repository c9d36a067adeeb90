// A ticket's QR: black modules on white, crisp edges, sized by its stylesheet. Loaded on its own (with qrcode), so the
// page's first load stays light.
import { useMemo } from 'react';
import { qrDrawing } from './qrPath';
import styles from './TicketQr.module.css';

export interface TicketQrProps {
  token: string;
  /** "QR code of ticket 1" */
  label: string;
}

export default function TicketQr({ token, label }: TicketQrProps) {
  const { side, path } = useMemo(() => qrDrawing(token), [token]);
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
