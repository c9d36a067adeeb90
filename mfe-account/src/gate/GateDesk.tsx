// The gate at work: the ticket code box, the camera where the browser allows it, the answer, and the last scans.
import { CameraScanner } from './camera/CameraScanner';
import { cameraAvailable } from './camera/cameraSupport';
import { CheckinAnswerPanel } from './CheckinAnswerPanel';
import { ScanHistory } from './ScanHistory';
import { TicketCodeForm } from './TicketCodeForm';
import { useTicketCheck } from './useTicketCheck';
import styles from './Gate.module.css';

export interface GateDeskProps {
  gateKey: string | null;
  /** The service refused this device's key or session (401). */
  onRefused: () => void;
}

export function GateDesk({ gateKey, onRefused }: GateDeskProps) {
  const { check, answer, scans, failure, busy } = useTicketCheck(gateKey, onRefused);
  const withCamera = cameraAvailable();
  return (
    <div className={styles.desk}>
      <div className={styles.scan}>
        <TicketCodeForm busy={busy} failure={failure} onCheck={check} />
        {withCamera && <CameraScanner onCode={(code) => void check(code)} />}
      </div>
      <CheckinAnswerPanel answer={answer} />
      <ScanHistory scans={scans} />
    </div>
  );
}
