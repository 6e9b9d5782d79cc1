import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Temporal } from 'temporal-polyfill';
import { ApiError, ConflictError, api, describeError, ok, versionedWrite, type Rate } from '../api/http';
import { keys, useRates, useZone } from '../data';
import { currencies, currencyName, formatRate, parseRateInput, rateAt, rateHistory } from '../money';
import { localDate, localTime, mediumDate, startOfDay } from '../time';
import { Confirm, ErrorText } from '../ui';

/** Whose rate: a client, a project, a task, or (all null) the owner's default. */
export interface Scope {
  clientId: string | null;
  projectId: string | null;
  taskId: string | null;
}

export const DEFAULT_SCOPE: Scope = { clientId: null, projectId: null, taskId: null };

const inScope = (rate: Rate, scope: Scope): boolean =>
  rate.clientId === scope.clientId && rate.projectId === scope.projectId && rate.taskId === scope.taskId;

function useScopeRates(scope: Scope): { history: Rate[]; all: Rate[] } {
  const rates = useRates();
  const all = rates.data ?? [];
  return { history: rateHistory(all.filter((rate) => inScope(rate, scope))), all };
}

const nowInstant = (): string => new Date().toISOString();

/** A catalog row's way to its rates: shows the rate in effect now ("€80.00/h"), else "Rates". */
export function RatesButton({ scope, name, open, onToggle }: { scope: Scope; name: string; open: boolean; onToggle: () => void }) {
  const { history } = useScopeRates(scope);
  const current = rateAt(history, nowInstant());
  const text = current ? formatRate(current.hourlyRate, current.currency) : null;
  return (
    <button
      type="button"
      className={`plain${text ? ' rate-button' : ''}`}
      aria-expanded={open}
      aria-label={`Rates of ${name}${text ? `: ${text} now` : ''}`}
      title={text ? 'Its own hourly rate now; open for the history' : 'Hourly rates'}
      onClick={onToggle}
    >
      {text ? <span className="rate-now">{text}</span> : 'Rates'}
    </button>
  );
}

/** "since always", "from 15 Jun 2026", or with the time when the rate does not start at a local midnight. */
function fromText(rate: Rate, zone: string): string {
  if (rate.effectiveFrom === null) return 'since always';
  const date = localDate(rate.effectiveFrom, zone);
  const shown = mediumDate(date);
  const time = localTime(rate.effectiveFrom, zone);
  return `from ${shown}${rate.effectiveFrom === startOfDay(date, zone) ? '' : ` ${time}`}`;
}

const NO_RATE: Record<'task' | 'project' | 'client' | 'default', string> = {
  task: "No rate of its own: billable time on this task is priced at its parent task's, project's or client's rate, else at your default rate.",
  project: "No rate of its own: billable time is priced at its client's rate, else at your default rate.",
  client: 'No rate of its own: billable time is priced at your default rate.',
  default: 'No default rate: billable time whose task, project and client have no rate is shown as unpriced.',
};

const scopeKind = (scope: Scope): keyof typeof NO_RATE =>
  scope.taskId ? 'task' : scope.projectId ? 'project' : scope.clientId ? 'client' : 'default';

function explainRateError(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.code === 'RATE_EXISTS')
    return 'There is already a rate from that date here. Edit that one, or pick another date.';
  if (error instanceof ConflictError) return 'This rate changed elsewhere; the list now shows the current one. Try again.';
  return describeError(error);
}

/**
 * A scope's rate history, latest first, with the one in effect now marked; a new rate is added with
 * the date it takes effect (earlier time keeps its price), and a rate can be corrected or deleted.
 */
export function RateHistory({ scope, name }: { scope: Scope; name: string }) {
  const zone = useZone();
  const { history, all } = useScopeRates(scope);
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const key of [keys.rates, keys.reports]) void queryClient.invalidateQueries({ queryKey: key });
  };
  const current = rateAt(history, nowInstant());
  const defaultCurrency = history[0]?.currency ?? all[0]?.currency ?? 'EUR';
  const kind = scopeKind(scope);
  return (
    <div className="rates" role="group" aria-label={`Rates of ${name}`}>
      {history.length === 0 ? (
        <p className="hint">{NO_RATE[kind]}</p>
      ) : (
        <ul className="rate-list" aria-label={`Rate history of ${name}`}>
          {history.map((rate) => (
            <RateRow key={rate.id} rate={rate} zone={zone} inEffect={rate.id === current?.id} name={name} onChanged={refresh} />
          ))}
        </ul>
      )}
      {history.length > 0 && !current && (
        <p className="hint">None of these is in effect yet: billable time before the first date is priced as if this had no rate.</p>
      )}
      <RateForm
        zone={zone}
        title={`Add a rate for ${name}`}
        submitLabel="Add rate"
        initial={{ amount: '', currency: defaultCurrency, date: '', original: null }}
        onSubmit={async (fields) => {
          await ok(api.POST('/api/v1/rates', { body: { ...scope, ...fields } }));
          refresh();
        }}
        resetAfter
      />
    </div>
  );
}

function RateRow({
  rate,
  zone,
  inEffect,
  name,
  onChanged,
}: {
  rate: Rate;
  zone: string;
  inEffect: boolean;
  name: string;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const what = `${formatRate(rate.hourlyRate, rate.currency)} ${fromText(rate, zone)}`;
  const upcoming = rate.effectiveFrom !== null && Temporal.Instant.compare(rate.effectiveFrom, nowInstant()) > 0;
  const remove = async () => {
    setConfirming(false);
    setError(null);
    try {
      await versionedWrite('DELETE', `/api/v1/rates/${rate.id}`, rate.version);
    } catch (failure) {
      setError(explainRateError(failure));
    }
    onChanged();
  };
  if (editing) {
    return (
      <li className="rate editing">
        <RateForm
          zone={zone}
          title={`Edit the rate ${what}`}
          submitLabel="Save"
          initial={{
            amount: rate.hourlyRate,
            currency: rate.currency,
            date: rate.effectiveFrom ? localDate(rate.effectiveFrom, zone) : '',
            original: rate.effectiveFrom,
          }}
          onCancel={() => setEditing(false)}
          onSubmit={async (fields) => {
            try {
              await versionedWrite('PUT', `/api/v1/rates/${rate.id}`, rate.version, {
                clientId: rate.clientId,
                projectId: rate.projectId,
                taskId: rate.taskId,
                ...fields,
              });
            } finally {
              onChanged();
            }
            setEditing(false);
          }}
          note="Changing a rate reprices all the time it covers. For a new price from a date on, add a rate instead."
        />
      </li>
    );
  }
  return (
    <li className={`rate${inEffect ? ' in-effect' : ''}`} data-testid="rate">
      <span className="rate-amount">{formatRate(rate.hourlyRate, rate.currency)}</span>
      <span className="rate-when">
        <span className="rate-from">{fromText(rate, zone)}</span>
        {inEffect && <span className="badge ok">in effect</span>}
        {upcoming && <span className="badge">upcoming</span>}
      </span>
      <span className="actions">
        <button type="button" className="plain" aria-label={`Edit the rate ${what} of ${name}`} onClick={() => setEditing(true)}>
          Edit
        </button>
        <button
          type="button"
          className="plain danger"
          aria-label={`Delete the rate ${what} of ${name}`}
          onClick={() => setConfirming(true)}
        >
          Delete
        </button>
      </span>
      {confirming && (
        <Confirm
          text={`Delete the rate ${what}? Its time is then priced at the rate before it, or not at all.`}
          action="Delete"
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
      <ErrorText error={error} />
    </li>
  );
}

interface RateFields {
  amount: string;
  currency: string;
  date: string;
  original: string | null;
}

let formCount = 0;

/** Amount, currency and the local date it takes effect (empty: since always), in the reporting zone. */
function RateForm({
  zone,
  title,
  submitLabel,
  initial,
  onSubmit,
  onCancel,
  resetAfter,
  note,
}: {
  zone: string;
  title: string;
  submitLabel: string;
  initial: RateFields;
  resetAfter?: boolean;
  note?: string;
  onSubmit: (fields: { hourlyRate: string; currency: string; effectiveFrom: string | null }) => Promise<void>;
  onCancel?: () => void;
}) {
  const [fields, setFields] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [id] = useState(() => `rate-form-${++formCount}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const hourlyRate = parseRateInput(fields.amount);
    if (hourlyRate === null) {
      setError('Enter the hourly rate as a number, such as 80 or 80.50 (at most 4 decimals, below one billion).');
      return;
    }
    // An unchanged date keeps the exact instant the rate had (it may not be a local midnight).
    const effectiveFrom =
      fields.date === ''
        ? null
        : fields.original !== null && localDate(fields.original, zone) === fields.date
          ? fields.original
          : startOfDay(fields.date, zone);
    setError(null);
    setBusy(true);
    try {
      await onSubmit({ hourlyRate, currency: fields.currency, effectiveFrom });
      if (resetAfter) setFields({ ...initial, currency: fields.currency });
    } catch (failure) {
      setError(explainRateError(failure));
    } finally {
      setBusy(false);
    }
  };
  const options = currencies();
  return (
    <form className="inline rate-form" aria-label={title} onSubmit={(event) => void submit(event)}>
      <label>
        Hourly rate{' '}
        <input
          inputMode="decimal"
          autoComplete="off"
          required
          value={fields.amount}
          placeholder="e.g. 80.00"
          className="amount"
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setFields({ ...fields, amount: e.target.value })}
        />
      </label>
      <label>
        Currency{' '}
        <select value={fields.currency} onChange={(e) => setFields({ ...fields, currency: e.target.value })}>
          {(options.includes(fields.currency) ? options : [fields.currency, ...options]).map((code) => (
            <option key={code} value={code}>
              {currencyName(code)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Effective from{' '}
        <input
          type="date"
          value={fields.date}
          aria-describedby={`${id}-from`}
          onChange={(e) => setFields({ ...fields, date: e.target.value })}
        />
      </label>
      <span className="hint from-hint" id={`${id}-from`}>
        Empty: since always. A date starts at midnight in {zone}.
      </span>
      {note && <p className="hint explain">{note}</p>}
      <span className="form-actions">
        <button type="submit" className={onCancel ? 'primary' : undefined} disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </span>
      {error && (
        <p className="error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      )}
    </form>
  );
}
