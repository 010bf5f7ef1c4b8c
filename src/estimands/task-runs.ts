// Walking a table: pairs of runs by index within a task, and each arm's sum and mean of success.
import { inOrder, type Run, type RunTable, type TaskRuns } from './runs.ts';

/** Tolerance for the floating-point checks of exact identities. */
export const IDENTITY_TOLERANCE = 1e-12;

/**
 * Calls `onPair` for each pair: a control run and a treated run of the same task with the same run
 * index (runs without a partner are left out), task by task in table order and by run index within
 * a task. A merge pass over both arms in index order; nothing is collected, so a million tasks cost
 * no memory here.
 */
export function forEachPair(table: RunTable, onPair: (control: Run, treated: Run) => void): void {
	for (const t of table.tasks) {
		const c = inOrder(t.control);
		let i = 0;
		for (const tr of inOrder(t.treatment)) {
			while (i < c.length && c[i]!.run < tr.run) i++;
			if (i < c.length && c[i]!.run === tr.run) onPair(c[i]!, tr);
		}
	}
}

/** How many pairs a task has: run indices found in both arms, matched as {@link forEachPair} matches them. */
export function pairsOf(t: TaskRuns): number {
	const c = inOrder(t.control);
	const tr = inOrder(t.treatment);
	let i = 0;
	let m = 0;
	for (const r of tr) {
		while (i < c.length && c[i]!.run < r.run) i++;
		if (i < c.length && c[i]!.run === r.run) m++;
	}
	return m;
}

// loops rather than map/reduce: these run once or more per task, and a million tasks is a real table
export const armSum = (t: TaskRuns, arm: 'control' | 'treatment'): number => {
	let s = 0;
	for (const r of t[arm]) s += r.success;
	return s;
};
export const armMean = (t: TaskRuns, arm: 'control' | 'treatment'): number => armSum(t, arm) / t[arm].length;
