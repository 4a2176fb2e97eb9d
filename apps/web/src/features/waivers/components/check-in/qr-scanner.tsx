import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

type Detected = { rawValue: string };
type Detector = { detect(source: HTMLVideoElement): Promise<Detected[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** The browser's own QR reader (Chrome on Android and tablets); elsewhere people type the code. */
const detectorClass = () => (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
export const canScanQr = () => Boolean(detectorClass() && navigator.mediaDevices?.getUserMedia);

/** The pass in a check-in QR code: the `pass` of the link it holds. */
export function passOf(raw: string): string | null {
  try {
    return new URL(raw).searchParams.get('pass');
  } catch {
    return /^[A-Za-z0-9_-]{20,100}$/.test(raw) ? raw : null;
  }
}

function Scanner({ onPass, onClose }: { onPass(pass: string): void; onClose(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState('');
  const found = useRef(onPass);
  found.current = onPass;
  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const Detector = detectorClass()!;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const codes = await detector.detect(video.current);
        const pass = codes.map((c) => passOf(c.rawValue)).find(Boolean);
        if (pass) return found.current(pass);
        if (codes.length) setProblem('This QR code is not a Linework check-in code.');
      } catch {
        // The first frames may not be ready yet.
      }
      timer = setTimeout(look, 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (!video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void look();
      })
      .catch(() => setProblem('The camera cannot be used here. Type the confirmation code instead.'));
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);
  return (
    <>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          Hold the QR code from your email or appointment page up to the camera.
        </Typography>
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera"
          style={{ width: '100%', borderRadius: 8, background: '#000' }}
        />
        {problem && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </>
  );
}

export function QrScanButton({ onPass }: { onPass(pass: string): void }) {
  const [open, setOpen] = useState(false);
  if (!canScanQr()) return null;
  return (
    <>
      <Button variant="outlined" size="large" startIcon={<QrCodeScannerIcon />} onClick={() => setOpen(true)}>
        Scan my QR code
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth aria-labelledby="qr-title">
        <DialogTitle id="qr-title">Scan your QR code</DialogTitle>
        {open && (
          <Scanner
            onClose={() => setOpen(false)}
            onPass={(pass) => {
              setOpen(false);
              onPass(pass);
            }}
          />
        )}
      </Dialog>
    </>
  );
}
