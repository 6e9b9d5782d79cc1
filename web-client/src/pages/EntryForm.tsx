import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { billableDefault, isArchived, taskLabel, useLabels, useProjects, useTasks } from '../data';

// The entry form is shared by the day and week views (TimeView) and the calendar, which TimeView
// loads lazily: its own module, so neither imports the other.

/** billable null: the project's billableByDefault (a new entry that does not say). */
export interface Draft {
  start: string;
  end: string;
  taskId: string;
  projectId: string;
  summary: string;
  labelIds: string[];
  billable: boolean | null;
}

/** The one entry form, for adding and for editing: times, task, project, labels, summary. */
export function EntryForm({
  title,
  draft,
  setDraft,
  onSubmit,
  onCancel,
  submitLabel,
  editing,
  busy = false,
  children,
}: {
  title: string;
  draft: Draft;
  setDraft: (d: Draft) => void;
  onSubmit: () => void;
  onCancel: () => void;
  submitLabel: string;
  editing: boolean;
  /** A save is on its way: one press sends one request. */
  busy?: boolean;
  children?: ReactNode;
}) {
  const tasks = useTasks();
  const projects = useProjects();
  const labels = useLabels();
  const task = tasks.data?.find((t) => t.id === draft.taskId);
  // A task brings its project; archived records are offered only when the entry already has them.
  const taskOptions = (tasks.data ?? []).filter((t) => !isArchived(t) || t.id === draft.taskId);
  const projectOptions = (projects.data ?? []).filter((p) => !isArchived(p) || p.id === draft.projectId);
  const labelOptions = (labels.data ?? []).filter((l) => !isArchived(l) || draft.labelIds.includes(l.id));
  const projectId = task ? (task.projectId ?? '') : draft.projectId;
  const byDefault = billableDefault(draft.taskId || null, projectId || null, tasks.data, projects.data);
  const defaultText = byDefault.project
    ? `${byDefault.project.name} is ${byDefault.billable ? '' : 'not '}billable by default`
    : 'Without a project, time is not billable by default';
  const hintId = editing ? 'entry-billable-edit' : 'entry-billable-add';
  // Opened from a button that the form replaces: the keyboard lands on its first field, not on the page.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLInputElement>('input')?.focus(), []);
  return (
    <form
      ref={form}
      className="entry-form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      onKeyDown={(e) => {
        // Escape leaves the form as Cancel does (a confirmation inside it closes first: it stops the key).
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          onCancel();
        }
      }}
      aria-label={title}
    >
      <label>
        Start{' '}
        <input
          type="datetime-local"
          step="1"
          required
          value={draft.start}
          onChange={(e) => setDraft({ ...draft, start: e.target.value })}
        />
      </label>
      <label>
        End <input type="datetime-local" step="1" value={draft.end} onChange={(e) => setDraft({ ...draft, end: e.target.value })} />
      </label>
      <label>
        Task{' '}
        <select
          value={draft.taskId}
          disabled={editing}
          aria-describedby={editing ? 'task-fixed' : undefined}
          onChange={(e) =>
            setDraft({
              ...draft,
              taskId: e.target.value,
              projectId: tasks.data?.find((t) => t.id === e.target.value)?.projectId ?? draft.projectId,
            })
          }
        >
          <option value="">(no task)</option>
          {taskOptions.map((t) => (
            <option key={t.id} value={t.id}>
              {taskLabel(t, projects.data)}
            </option>
          ))}
        </select>
        {editing && (
          <span className="hint" id="task-fixed">
            A recorded entry keeps its task.
          </span>
        )}
      </label>
      <label>
        Project{' '}
        <select value={projectId} disabled={!!task} onChange={(e) => setDraft({ ...draft, projectId: e.target.value })}>
          <option value="">(none)</option>
          {projectOptions.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Summary <input value={draft.summary} onChange={(e) => setDraft({ ...draft, summary: e.target.value })} />
      </label>
      <span className="billable-field">
        <label className="check">
          <input
            type="checkbox"
            checked={draft.billable ?? byDefault.billable}
            aria-describedby={hintId}
            onChange={(e) =>
              setDraft({ ...draft, billable: !editing && e.target.checked === byDefault.billable ? null : e.target.checked })
            }
          />{' '}
          Billable
        </label>
        <span className="hint" id={hintId}>
          {editing || draft.billable === null ? `${defaultText}.` : `Changed from the default (${defaultText.replace(/^W/, 'w')}).`}
        </span>
      </span>
      {labelOptions.length > 0 && (
        <fieldset className="labels">
          <legend>Labels</legend>
          {labelOptions.map((l) => (
            <label key={l.id} className="check">
              <input
                type="checkbox"
                checked={draft.labelIds.includes(l.id)}
                onChange={(e) =>
                  setDraft({ ...draft, labelIds: e.target.checked ? [...draft.labelIds, l.id] : draft.labelIds.filter((x) => x !== l.id) })
                }
              />
              <span className="swatch" style={{ background: l.color ?? 'transparent' }} />
              {l.name}
            </label>
          ))}
        </fieldset>
      )}
      {children}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
