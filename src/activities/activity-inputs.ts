import { Injectable } from '@nestjs/common';
import { Problem } from '../common/http/problem';
import { parseInstant } from '../common/time';
import { ActivitiesRepository } from './activities.repository';

export interface References {
  taskId: string | null;
  projectId: string | null;
  labelIds: string[];
}

/** The label set as stored and returned: distinct, lowercase, sorted. */
export function normalizeLabelIds(ids: readonly string[] | undefined): string[] {
  return [...new Set((ids ?? []).map((id) => id.toLowerCase()))].sort();
}

/** An instant already checked by the DTO (InstantField). */
export function instantOf(text: string): bigint {
  const ns = parseInstant(text);
  if (ns === null) throw Problem.validation('Invalid instant');
  return ns;
}

/**
 * Rules shared by manual writes and tracking: the interval against the server clock (422) and the
 * ownership of every referenced task, project and label (404, indistinguishable from missing).
 */
@Injectable()
export class ActivityInputs {
  constructor(private readonly activities: ActivitiesRepository) {}

  interval(startText: string, endText: string | null, nowNs: bigint): { startNs: bigint; endNs: bigint | null } {
    const startNs = instantOf(startText);
    const endNs = endText === null ? null : instantOf(endText);
    if (startNs > nowNs) {
      throw Problem.validation('The start is after the server clock', [
        { field: 'start', message: 'must not be after the current server time' },
      ]);
    }
    if (endNs !== null && endNs < startNs) {
      throw Problem.validation('The end is before the start', [{ field: 'end', message: 'must not be before start' }]);
    }
    return { startNs, endNs };
  }

  /**
   * Checks the references and answers the billable flag an activity with them takes when it does
   * not say: its project's default (its projectId, else its task's project), false without one.
   * The defaults ride in the ownership checks' own round trips.
   */
  async references(refs: References): Promise<{ billableDefault: boolean }> {
    let taskDefault: boolean | null = null;
    let projectDefault: boolean | null = null;
    if (refs.taskId !== null && (taskDefault = await this.activities.taskBillableDefault(refs.taskId)) === null)
      throw Problem.notFound('No such task');
    if (refs.projectId !== null && (projectDefault = await this.activities.projectBillableDefault(refs.projectId)) === null)
      throw Problem.notFound('No such project');
    if ((await this.activities.countLabels(refs.labelIds)) !== refs.labelIds.length) throw Problem.notFound('No such label');
    return { billableDefault: projectDefault ?? taskDefault ?? false };
  }
}
