// Cost per arm for each cost column: the frontier points, the paired differences, dominance read from
// intervals, and the cost per extra success with its Fieller interval.
import type { CostColumn, Run, RunTable } from './runs.ts';
import { tQuantile, type Interval } from './stats.ts';
import { armMean } from './task-runs.ts';

/** One arm's mean cost and success, a point for a cost–success frontier. */
export interface FrontierPoint {
	arm: string;
	role: 'control' | 'treatment';
	/** Mean over tasks of the task's mean cost (over its runs with a value). */
	cost: number;
	/** Mean over the same tasks of the task's mean success over the same runs. */
	success: number;
	/** Runs with a value in this cost column. */
	runs: number;
	/** Runs of this arm without a value in this column (left out of both axes). */
	missing: number;
}

/** A task-level paired t interval for a mean difference, or why there is none. */
export interface PairedDifference {
	/** Mean over tasks of the per-task difference, treated − control. */
	estimate: number;
	/** Two-sided 1 − α interval, mean ± t(T − 1, 1 − α/2)·sd/√T; null with fewer than two tasks or no spread. */
	interval: Interval | null;
	/** Sample standard deviation of the per-task differences (null with one task). */
	sd: number | null;
	/** `higher` or `lower` when the interval lies above or below 0; else `not distinguishable`. */
	reading: 'higher' | 'lower' | 'not distinguishable';
	/** Why there is no interval, or null. */
	reason: string | null;
}

/** Cost per unit of extra success with its interval, or why it has none. */
export interface CostPerExtraSuccess {
	/** Mean cost difference over mean success difference; null unless the success interval lies above 0. */
	estimate: number | null;
	/** Fieller interval at level 1 − α; null whenever the estimate is. */
	interval: Interval | null;
	/** `bounded`, or why not: the success difference's interval includes 0 (`unbounded`), lies below 0, or is missing. */
	status: 'bounded' | 'unbounded' | 'no extra success' | 'no interval';
	/** The status in words. */
	note: string;
	method: string;
}

/** Per-arm means of one cost column and the comparison of the two points. */
export interface CostComparison {
	column: CostColumn;
	points: [FrontierPoint, FrontierPoint];
	/** Tasks with a value in both arms: the tasks both points average over. */
	tasks: number;
	/** treated − control mean cost. */
	difference: number;
	/** Paired over tasks: the cost difference and the success difference (over the runs with a value), each with its interval. */
	costDifference: PairedDifference | null;
	successDifference: PairedDifference | null;
	/**
	 * What the two intervals support: `treatment` or `control` dominates (better on both axes, each
	 * interval excluding 0 in that direction), `trade-off` (one arm is distinguishably better on one
	 * axis and worse on the other), or `not distinguishable`; null when refused.
	 */
	dominance: 'treatment' | 'control' | 'trade-off' | 'not distinguishable' | null;
	/** Extra cost per unit of extra success, with a Fieller interval; null when refused. */
	costPerExtraSuccess: CostPerExtraSuccess | null;
	/** Why no verdict is given (a result that is not a finite number), or null. */
	refused: string | null;
}

/** Cost per arm for every cost column present. */
export interface Budget {
	/** Mean over tasks of each arm's per-task mean success: the two terms of the total effect. */
	success: { control: number; treatment: number };
	columns: CostComparison[];
	alpha: number;
	/** How the intervals and verdicts are made. */
	method: string;
	assumption: string;
}

/** Mean and sample covariance matrix of paired values, in two passes (no large sums of squares). */
function meanAndCovariance(xs: ArrayLike<number>, ys: ArrayLike<number>): { mx: number; my: number; vxx: number; vyy: number; vxy: number } {
	const n = xs.length;
	const mx = runningMean(xs);
	const my = runningMean(ys);
	let vxx = 0;
	let vyy = 0;
	let vxy = 0;
	for (let i = 0; i < n; i++) {
		const dx = xs[i]! - mx;
		const dy = ys[i]! - my;
		vxx += (dx * dx - vxx) / (i + 1);
		vyy += (dy * dy - vyy) / (i + 1);
		vxy += (dx * dy - vxy) / (i + 1);
	}
	// running means of the products, turned into the n − 1 denominator
	const k = n / (n - 1);
	return { mx, my, vxx: vxx * k, vyy: vyy * k, vxy: vxy * k };
}

/** The paired t interval for a mean difference over tasks (see {@link PairedDifference}). */
function pairedDifference(estimate: number, variance: number, n: number, t: number, what: string): PairedDifference {
	const none = (reason: string): PairedDifference => ({
		estimate,
		interval: null,
		sd: n < 2 ? null : Math.sqrt(variance),
		reading: 'not distinguishable',
		reason,
	});
	if (n < 2) return none('one task: a task-level interval needs at least two');
	if (!Number.isFinite(variance)) return none(`the spread of the ${what} differences is not a finite number`);
	if (variance === 0) return none(`every task has the same ${what} difference, so a t interval has zero width and says nothing about its uncertainty`);
	const sd = Math.sqrt(variance);
	const half = (t * sd) / Math.sqrt(n);
	const interval = { lower: estimate - half, upper: estimate + half };
	return { estimate, interval, sd, reading: interval.lower > 0 ? 'higher' : interval.upper < 0 ? 'lower' : 'not distinguishable', reason: null };
}

const FIELLER_METHOD =
	'Fieller interval for (mean cost difference)/(mean success difference) over tasks: the values R with (d̄c − R·d̄s)² ≤ t²·(s_cc − 2R·s_cs + R²·s_ss)/T, where s are the sample (co)variances of the per-task differences and t = t(T − 1, 1 − α/2); it is a finite interval exactly when the t interval for the success difference excludes 0';

/**
 * Cost per extra success, R = d̄c/d̄s, with the Fieller interval (see FIELLER_METHOD). Only when the
 * success difference's interval lies above 0: otherwise the extra success may be nil and the set of R
 * that the data allow is unbounded, which is said in words rather than given as a number.
 */
function costPerExtraSuccess(
	success: PairedDifference,
	m: { mx: number; my: number; vxx: number; vyy: number; vxy: number },
	n: number,
	t: number,
): CostPerExtraSuccess {
	const method = FIELLER_METHOD;
	const missing = (status: CostPerExtraSuccess['status'], note: string): CostPerExtraSuccess => ({ estimate: null, interval: null, status, note, method });
	if (success.interval === null) return missing('no interval', `undefined: there is no interval on the success difference (${success.reason})`);
	if (success.reading === 'lower')
		return missing('no extra success', 'undefined: the treated arm succeeds less (the success interval lies below 0), so there is no extra success to price');
	if (success.reading !== 'higher')
		return missing(
			'unbounded',
			'unbounded: the interval on the success difference includes 0, so the extra success may be nil and no finite cost per extra success is supported',
		);
	// x: success differences, y: cost differences; the quadratic a·R² − 2b·R + c ≤ 0
	const q = (t * t) / n;
	const a = m.mx * m.mx - q * m.vxx;
	const b = m.mx * m.my - q * m.vxy;
	const c = m.my * m.my - q * m.vyy;
	const disc = b * b - a * c;
	// a > 0 because the success interval excludes 0; disc ≥ 0 because the estimate satisfies the inequality
	const root = Math.sqrt(Math.max(0, disc));
	const interval = { lower: (b - root) / a, upper: (b + root) / a };
	const estimate = m.my / m.mx;
	if (![a, interval.lower, interval.upper, estimate].every(Number.isFinite) || a <= 0)
		return missing('no interval', 'undefined: the cost and success differences are too large to combine as finite numbers');
	return { estimate, interval, status: 'bounded', note: 'bounded: the success interval lies above 0', method };
}

/** The verdict the two axis readings support (see {@link CostComparison.dominance}). */
function verdictOf(success: PairedDifference['reading'], cost: PairedDifference['reading']): NonNullable<CostComparison['dominance']> {
	if (success === 'higher' && cost === 'lower') return 'treatment';
	if (success === 'lower' && cost === 'higher') return 'control';
	if ((success === 'higher' && cost === 'higher') || (success === 'lower' && cost === 'lower')) return 'trade-off';
	return 'not distinguishable';
}

/** Mean of finite numbers without overflow in the sum: a running mean. */
function runningMean(values: ArrayLike<number>): number {
	let m = 0;
	for (let i = 0; i < values.length; i++) m += (values[i]! - m) / (i + 1);
	return values.length === 0 ? Number.NaN : m;
}

/**
 * Mean cost and success per arm, both averaged per task first, as the total effect is: a task
 * with more runs does not weigh more, so the success difference here has the total effect's value
 * (and sign) whenever every run has a cost. For each cost column, both axes use the same runs (those
 * with a value) and the same tasks (those with a value in both arms); runs without a value are
 * counted and reported. A result that is not a finite number is refused, never turned into a verdict.
 * The verdict (which arm dominates, or a trade-off) comes from paired task-level t intervals on the
 * success and cost differences at level 1 − α, never from the points alone: an axis counts only when
 * its interval excludes 0. Cost per extra success gets a Fieller interval (see FIELLER_METHOD).
 */
export function budget(table: RunTable, alpha: number): Budget {
	// the running mean of the task means, with no list of a million means made first
	const perTask = (arm: 'control' | 'treatment') => {
		let m = 0;
		for (let i = 0; i < table.tasks.length; i++) m += (armMean(table.tasks[i]!, arm) - m) / (i + 1);
		return table.tasks.length === 0 ? Number.NaN : m;
	};
	const success = { control: perTask('control'), treatment: perTask('treatment') };
	const names = { control: table.control, treatment: table.treatment };
	const columns: CostComparison[] = [];
	for (const column of table.costColumns) {
		// one pass: per task and arm, the running means of cost and success over the runs with a value
		const acc = { control: { cost: 0, success: 0, runs: 0, all: 0 }, treatment: { cost: 0, success: 0, runs: 0, all: 0 } };
		let tasks = 0;
		// per-task paired differences over the runs with a value: success and cost, treated − control
		const ds = new Float64Array(table.tasks.length);
		const dc = new Float64Array(table.tasks.length);
		const taskMeans = (runs: readonly Run[]) => {
			let cost = 0;
			let success = 0;
			let k = 0;
			for (const r of runs) {
				const v = r.costs[column];
				if (v === undefined) continue;
				k++;
				cost += (v - cost) / k;
				success += (r.success - success) / k;
			}
			return { cost, success, k };
		};
		const addTask = (a: { cost: number; success: number; runs: number }, m: { cost: number; success: number; k: number }) => {
			a.cost += (m.cost - a.cost) / tasks;
			a.success += (m.success - a.success) / tasks;
			a.runs += m.k;
		};
		for (const task of table.tasks) {
			acc.control.all += task.control.length;
			acc.treatment.all += task.treatment.length;
			const mc = taskMeans(task.control);
			const mt = taskMeans(task.treatment);
			if (mc.k === 0 || mt.k === 0) continue;
			ds[tasks] = mt.success - mc.success;
			dc[tasks] = mt.cost - mc.cost;
			tasks++;
			addTask(acc.control, mc);
			addTask(acc.treatment, mt);
		}
		if (tasks === 0) continue;
		const point = (role: 'control' | 'treatment'): FrontierPoint => ({
			arm: names[role],
			role,
			cost: acc[role].cost,
			success: acc[role].success,
			runs: acc[role].runs,
			missing: acc[role].all - acc[role].runs,
		});
		const c = point('control');
		const t = point('treatment');
		const finite = [c.cost, t.cost, t.cost - c.cost, t.success - c.success].every(Number.isFinite);
		const refused = finite ? null : `the ${column} means are not finite numbers (values too large to average); no comparison is made`;
		if (!finite) {
			columns.push({
				column,
				points: [c, t],
				tasks,
				difference: t.cost - c.cost,
				costDifference: null,
				successDifference: null,
				dominance: null,
				costPerExtraSuccess: null,
				refused,
			});
			continue;
		}
		const m = meanAndCovariance(ds.subarray(0, tasks), dc.subarray(0, tasks));
		const tq = tasks < 2 ? Number.NaN : tQuantile(1 - alpha / 2, tasks - 1);
		const successDifference = pairedDifference(m.mx, m.vxx, tasks, tq, 'success');
		const costDifference = pairedDifference(m.my, m.vyy, tasks, tq, column);
		columns.push({
			column,
			points: [c, t],
			tasks,
			difference: t.cost - c.cost,
			costDifference,
			successDifference,
			dominance: verdictOf(successDifference.reading, costDifference.reading),
			costPerExtraSuccess: costPerExtraSuccess(successDifference, m, tasks, tq),
			refused: null,
		});
	}
	return {
		success,
		columns,
		alpha,
		method:
			'per cost column, each task with a value in both arms gives a success difference and a cost difference (treated − control, over its runs with a value); each axis gets a task-level paired t interval at 1 − α, and an axis is read as higher or lower only when its interval excludes 0. A verdict (dominates, trade-off) needs both axes read, and is wrong only if a reading it uses is wrong, which happens with probability at most α/2 per axis; otherwise the arms are not distinguishable. Cost per extra success: ' +
			FIELLER_METHOD,
		assumption:
			'tasks are independent draws, and the per-task differences close enough to normal for t intervals (with fewer than 5 tasks this cannot be checked); costs and success are averaged per task and then over tasks, over the recorded runs of each arm, with no common budget cap; the points describe spending under this protocol, not an equal-budget comparison',
	};
}
