import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { call, describeError } from '../api/http';
import { ErrorText } from '../ui';

interface SetupAnswer {
  secret: string;
  otpauthUri: string;
}

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Two-factor sign-in (TOTP) of the signed-in account: set up with a QR code drawn in the page (no
 * outside service sees the secret), confirm with a code, recovery codes shown once; turn off.
 */
export function Security({ twoFactor }: { twoFactor: boolean }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<SetupAnswer | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refreshSession = () => queryClient.invalidateQueries({ queryKey: ['session'] });

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      await action();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { data } = await call<SetupAnswer>('POST', '/api/v1/auth/2fa/setup', { body: { currentPassword: password } });
      setSetup(data);
      setPassword('');
      setCode('');
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { data } = await call<{ recoveryCodes: string[] }>('POST', '/api/v1/auth/2fa/enable', { body: { code: code.trim() } });
      setRecoveryCodes(data.recoveryCodes);
      setSetup(null);
      setCode('');
    });
  };

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await call('DELETE', '/api/v1/auth/2fa', { body: { currentPassword: password, code: code.trim() } });
      setPassword('');
      setCode('');
      setMessage('Two-factor sign-in is off. You sign in with your password alone.');
      await refreshSession();
    });
  };

  const finish = () => {
    setRecoveryCodes(null);
    setMessage('Two-factor sign-in is on. From now on, sign-in asks for a code from your app.');
    void refreshSession();
  };

  return (
    <section className="card" aria-labelledby="security-title">
      <h2 id="security-title">Security: two-factor sign-in</h2>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onCopied={setMessage} onError={setError} onFinish={finish} />
      ) : setup ? (
        <SetupSteps setup={setup} code={code} setCode={setCode} busy={busy} onConfirm={confirm} onCancel={() => setSetup(null)} />
      ) : twoFactor ? (
        <TurnOff password={password} setPassword={setPassword} code={code} setCode={setCode} busy={busy} onSubmit={turnOff} />
      ) : (
        <TurnOn password={password} setPassword={setPassword} busy={busy} onSubmit={start} />
      )}
      {message && <p role="status">{message}</p>}
      <ErrorText error={error} />
    </section>
  );
}

/** Shown once, after set-up: the recovery codes, to copy or download before going on. */
function RecoveryCodes({
  codes,
  onCopied,
  onError,
  onFinish,
}: {
  codes: string[];
  onCopied: (message: string) => void;
  onError: (error: string) => void;
  onFinish: () => void;
}) {
  const codesText = () => `Time tracking recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = () =>
    void navigator.clipboard?.writeText(codesText()).then(
      () => onCopied('Recovery codes copied.'),
      () => onError('Copying failed: select the codes and copy them by hand.'),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([codesText()], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'time-tracking-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div>
      <p>
        <strong>Two-factor sign-in is on.</strong> Save these recovery codes now: they are shown only this once. Each one signs you in once
        if you lose your phone. Keep them somewhere safe, apart from the phone.
      </p>
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="inline">
        <button type="button" onClick={copy}>
          Copy codes
        </button>
        <button type="button" onClick={download}>
          Download codes
        </button>
        <button type="button" onClick={onFinish}>
          I have saved them
        </button>
      </div>
    </div>
  );
}

/** The set-up steps: the app, the QR code (or the key by hand), the first code to confirm. */
function SetupSteps({
  setup,
  code,
  setCode,
  busy,
  onConfirm,
  onCancel,
}: {
  setup: SetupAnswer;
  code: string;
  setCode: (code: string) => void;
  busy: boolean;
  onConfirm: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const qr = useQrCode(setup.otpauthUri);
  return (
    <div>
      <ol>
        <li>
          Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, 2FAS, Aegis or 1Password) and
          add an account.
        </li>
        <li>
          Scan this QR code with it. If you cannot scan, choose to enter a key and type this one (time-based, 6 digits, 30 seconds):
          <br />
          <code data-testid="totp-secret">{grouped(setup.secret)}</code>
        </li>
        <li>Type the six-digit code the app shows now, and confirm.</li>
      </ol>
      {qr ? (
        <img src={qr} width={220} height={220} alt="QR code to scan with your authenticator app" />
      ) : (
        <p className="loading">Drawing the QR code…</p>
      )}
      <form onSubmit={onConfirm} className="inline" aria-label="Confirm two-factor set-up">
        <label>
          Code from the app{' '}
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            pattern="[0-9 ]{6,7}"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        <button type="submit" disabled={busy}>
          Confirm and turn on
        </button>
        <button type="button" className="plain" onClick={onCancel}>
          Cancel
        </button>
      </form>
    </div>
  );
}

/** The QR code of a URI, drawn in the page (no outside service sees the secret); null until drawn or if drawing fails. */
function useQrCode(uri: string): string | null {
  const [drawn, setDrawn] = useState<{ uri: string; url: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(uri, { margin: 2, width: 220, errorCorrectionLevel: 'M' }).then(
      (url) => {
        if (live) setDrawn({ uri, url });
      },
      () => {
        if (live) setDrawn({ uri, url: null });
      },
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return drawn?.uri === uri ? drawn.url : null;
}

function TurnOff({
  password,
  setPassword,
  code,
  setCode,
  busy,
  onSubmit,
}: {
  password: string;
  setPassword: (password: string) => void;
  code: string;
  setCode: (code: string) => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <div>
      <p>
        Two-factor sign-in is <strong>on</strong>: signing in asks for a code from your authenticator app (or a recovery code).
      </p>
      <form onSubmit={onSubmit} aria-label="Turn off two-factor sign-in">
        <label>
          Password{' '}
          <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <label>
          Code from the app or a recovery code{' '}
          <input autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.target.value)} />
        </label>
        <button type="submit" disabled={busy}>
          Turn off two-factor
        </button>
      </form>
    </div>
  );
}

function TurnOn({
  password,
  setPassword,
  busy,
  onSubmit,
}: {
  password: string;
  setPassword: (password: string) => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <div>
      <p>
        Two-factor sign-in is <strong>off</strong>. Turn it on so that a stolen password alone cannot open your account: signing in will
        also ask for a six-digit code from an authenticator app on your phone. Personal tokens keep working as they are.
      </p>
      <form onSubmit={onSubmit} aria-label="Set up two-factor sign-in">
        <label>
          Password{' '}
          <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit" disabled={busy}>
          Set up two-factor
        </button>
      </form>
    </div>
  );
}
