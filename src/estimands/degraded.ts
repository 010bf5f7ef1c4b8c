/**
 * How one task's interval for μ1 − μ0 reads against the margin −ε. One definition for the report's
 * per-task table and the page's interval plot, so the two never mark a task differently.
 */

/** Equal arm means summed from rewards can differ in the last bits; a smaller difference is no decline. */
const DECLINE_TOLERANCE = 1e-12;

/** A task's interval [lower, upper] for μ1 − μ0 and its estimate (treated mean − control mean). */
export interface TaskReading {
	lower: number;
	upper: number;
	estimate: number;
}

/** U_x < −ε: the whole interval lies below the margin. */
export function isConfidentlyDegraded(t: Pick<TaskReading, 'upper'>, epsilon: number): boolean {
	return t.upper < -epsilon;
}

/**
 * L_x < −ε and the task's own runs show a decline (treated mean below control mean). A task whose
 * treated mean is not below its control mean (3/3 against 3/3, say) is never marked, however wide
 * its interval: the word would read as evidence of harm that its runs do not show. Such a task still
 * counts in the possibly degraded share, which bounds the degraded share only if it keeps every
 * interval that reaches below −ε.
 */
export function isPossiblyDegraded(t: Pick<TaskReading, 'lower' | 'estimate'>, epsilon: number): boolean {
	return t.lower < -epsilon && t.estimate < -DECLINE_TOLERANCE;
}

export type DegradedStatus = 'confidently' | 'possibly' | 'no';

/** The mark a task gets in the per-task table and the plot. */
export function degradedStatus(t: TaskReading, epsilon: number): DegradedStatus {
	return isConfidentlyDegraded(t, epsilon) ? 'confidently' : isPossiblyDegraded(t, epsilon) ? 'possibly' : 'no';
}
