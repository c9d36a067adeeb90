// "Scan with camera": a preview of the back camera, each frame read for a QR code; a code read is handed on at once,
// the same code again within 3 s is not. "Stop camera", a refusal, or leaving the page stops the camera's tracks.
import { useEffect, useRef, useState } from 'react';
import { Button, Notice } from '@kemet/ui';
import { i18n, useTranslation } from '@kemet/platform';
import '../../messages/accountMessages';
import { cameraProblem } from './cameraSupport';
import { createFrameReader } from './frameReader';
import { createRepeatGuard } from './repeatGuard';
import styles from '../Gate.module.css';

/** Pause between two reads: a phone keeps up, and a code in view is read within a fraction of a second. */
const READ_EVERY_MS = 150;

const stopTracks = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('account');
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mounted = useRef(true);
  const live = useRef<MediaStream | null>(null);
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  }, [onCode]);

  // Leaving the page stops the camera (and a camera that starts after the page has gone is stopped at once).
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopTracks(live.current);
      live.current = null;
    };
  }, []);

  const stop = () => {
    stopTracks(live.current);
    live.current = null;
    setStream(null);
  };

  useEffect(() => {
    const preview = video.current;
    if (!stream || !preview) return;
    preview.srcObject = stream;
    void preview.play().catch(() => undefined);
    let reading = true;
    const seen = createRepeatGuard();
    void (async () => {
      const read = await createFrameReader();
      while (reading) {
        const code =
          preview.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA ? await read(preview).catch(() => null) : null;
        if (reading && code && seen.isNew(code)) latestOnCode.current(code);
        await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
      }
    })().catch(() => {
      if (reading) setProblem(i18n.t('gate.camera.cannotRead', { ns: 'account' }));
    });
    return () => {
      reading = false;
      preview.srcObject = null;
    };
  }, [stream]);

  const start = async () => {
    setProblem(null);
    setStarting(true);
    try {
      const started = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (!mounted.current) return stopTracks(started);
      live.current = started;
      setStream(started);
    } catch (error) {
      if (mounted.current) setProblem(cameraProblem(error));
    } finally {
      if (mounted.current) setStarting(false);
    }
  };

  return (
    <div className={styles.camera}>
      {stream ? (
        <>
          <video ref={video} className={styles.preview} muted playsInline aria-label={t('gate.camera.preview')} />
          <Button variant="secondary" onClick={stop}>
            {t('gate.camera.stop')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" busy={starting} onClick={() => void start()}>
          {t('gate.camera.start')}
        </Button>
      )}
      {problem && <Notice tone="error">{problem}</Notice>}
    </div>
  );
}
