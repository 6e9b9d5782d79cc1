import { useState, type FormEvent } from 'react';
import { api, describeError, ok, setCsrfToken } from '../api/http';
import type { SessionInfo } from '../session';
import { ErrorText, PRODUCT } from '../ui';

/** The second step of sign-in when two-factor is on: a code from the app, or a recovery code. */
export function SecondFactor({
  email,
  password,
  onSignedIn,
  onCancel,
}: {
  email: string;
  password: string;
  onSignedIn: (info: SessionInfo) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await ok(api.POST('/api/v1/auth/session', { body: { email, password, code: code.trim() } }));
      const { data } = await ok(api.GET('/api/v1/auth/session'));
      setCsrfToken(data.csrfToken);
      onSignedIn(data as SessionInfo);
    } catch (failure) {
      setError(describeError(failure));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="auth" id="content" tabIndex={-1}>
      <p className="product">{PRODUCT}</p>
      <h1>Two-factor sign-in</h1>
      <p>
        {recovery
          ? 'Type one of your recovery codes. Each works once.'
          : 'Open your authenticator app and type the six-digit code it shows for Time Tracking.'}
      </p>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          {recovery ? 'Recovery code' : 'Code from the app'}
          <input
            autoFocus
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        <ErrorText error={error} />
        <button type="submit" className="primary" disabled={busy}>
          Verify
        </button>
      </form>
      <p>
        <button
          type="button"
          className="link"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(null);
          }}
        >
          {recovery ? 'Use a code from the app instead' : 'Lost your phone? Use a recovery code'}
        </button>
        {' · '}
        <button type="button" className="link" onClick={onCancel}>
          Back
        </button>
      </p>
    </main>
  );
}
