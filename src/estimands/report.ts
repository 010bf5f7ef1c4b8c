// Text forms of an analysis: the Markdown report organised by checklist item, and the JSON report.
import type { Analysis, PairedDifference } from './estimands.ts';
import type { Problem } from '../lib/problems.ts';

/** A number with `digits` decimals, never `-0.0000`; `n/a` for null or non-finite. */
export function fmt(x: number | null | undefined, digits = 4): string {
	if (x === null || x === undefined || !Number.isFinite(x)) return 'n/a';
	const s = x.toFixed(digits);
	return /^-0\.?0*$/.test(s) ? s.slice(1) : s;
}

/** A signed number: `+0.1667`, `-0.3333`, `0.0000`. */
function signed(x: number | null, digits = 4): string {
	const s = fmt(x, digits);
	return x !== null && Number.isFinite(x) && s !== fmt(0, digits) && x > 0 ? `+${s}` : s;
}

/** `count/total = share`. */
function share(count: number, total: number): string {
	return total === 0 ? `${count}/0` : `${count}/${total} = ${fmt(count / total)}`;
}

/** `1 task`, `2 tasks`. */
function count(n: number, word: string): string {
	return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A level such as 0.95 as `95%`, without floating-point noise. */
function percent(level: number): string {
	return `${+(level * 100).toFixed(6)}%`;
}

function interval(lower: number, upper: number): string {
	return `[${fmt(lower)}, ${fmt(upper)}]`;
}

/** Escapes text for a Markdown table cell. */
function cell(text: string): string {
	return text
		.replace(/\\/g, '\\\\')
		.replace(/\|/g, '\\|')
		.replace(/\s*\n\s*/g, ' ');
}

function verdict(supports: string, doesNot: string): string[] {
	return [`- **Supports:** ${supports}`, `- **Does not support:** ${doesNot}`];
}

/** Options for the reports. */
export interface ReportContext {
	/** The file name as given on the command line. */
	file: string;
	/** Warnings from reading the table (errors stop the analysis before a report). */
	warnings?: readonly Problem[];
	/** Per-task intervals listed in the Markdown report at most (all are in the JSON). */
	taskLimit?: number;
}

/** The title, the arms and design in one line, and the warnings from reading the table. */
function headerLines(a: Analysis, ctx: ReportContext): string[] {
	const out: string[] = [];
	const d = a.design;
	const arms = `treated arm \`${a.treatment}\`, control arm \`${a.control}\``;
	out.push(`# Estimand report: ${ctx.file}`, '');
	out.push(`${arms}; ${count(d.tasks, 'task')}; ${d.outcome} success; α = ${a.alpha}; ε = ${a.epsilon}.`, '');
	if (ctx.warnings && ctx.warnings.length > 0) {
		out.push(`Warnings from reading the table (${ctx.warnings.length}):`, '');
		for (const w of ctx.warnings) out.push(`- ${w.line !== undefined ? `line ${w.line}: ` : ''}${w.message}`);
		out.push('');
	}
	return out;
}

/** Unit, coupling, runs: the design as read. */
function unitCouplingRunsSection(a: Analysis): string[] {
	const out: string[] = [];
	const d = a.design;
	const runs = (r: { min: number; max: number }) => (r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`);
	const rv = (v: { value: number; tasks: number } | null) => (v ? `${fmt(v.value)} (over ${count(v.tasks, 'task')})` : 'not estimable (no task has two runs)');
	out.push('## Unit, coupling, runs', '');
	out.push(
		`- Unit: the task (${count(d.tasks, 'task')}). Runs per task: ${runs(d.runsPerArm.control)} in the control arm, ${runs(d.runsPerArm.treatment)} in the treated arm (${d.totalRuns.control} and ${d.totalRuns.treatment} runs in all).`,
	);
	out.push(`- Coupling (assumed): ${d.coupling}. Pairs: ${d.pairs}; runs without a partner: ${d.unpairedRuns}.`);
	out.push(`- Run-to-run variance of success within a task: control ${rv(d.runVariance.control)}, treated ${rv(d.runVariance.treatment)}.`);
	const oa = d.oneArmTasks;
	if (oa.count > 0) {
		const shown = oa.first.slice(0, 5).map((t) => `${JSON.stringify(t.task)} (${count(t.runs, 'run')} in ${JSON.stringify(t.arm)} only, line ${t.line})`);
		const rest = oa.count - shown.length;
		out.push(
			`- **Left out:** ${count(oa.count, 'task')} with runs in one arm only, so with no within-task comparison: ${shown.join(', ')}${rest > 0 ? `, and ${rest} more` : ''}. Every number in this report is over the ${count(d.tasks, 'task')} with runs in both arms; if the missing arm is missing for a reason tied to the outcome (a crash, a timeout), leaving these tasks out can bias the comparison.`,
		);
	}
	out.push('');
	return out;
}

/**
 * The total effect with what it rests on: a section of its own, beside the checklist items rather
 * than under "Unit, coupling, runs", which it does not belong to.
 */
function totalEffectSection(a: Analysis): string[] {
	const out: string[] = [];
	const level = percent(1 - a.alpha);
	const te = a.totalEffect;
	out.push('## Total effect', '');
	out.push(`- Estimate: ${signed(te.estimate)} (mean over ${count(te.tasks, 'task')} of treated mean − control mean).`);
	const how = {
		'newcombe-paired': "Newcombe's paired score interval",
		'paired-score-task-means': 'paired score interval on task means',
		bound: 'bound interval',
	}[te.intervalMethod];
	if (te.interval) out.push(`- ${level} interval (${how}): ${interval(te.interval.lower, te.interval.upper)}.`);
	else out.push('- Interval: not available; the table has no tasks.');
	out.push(`- Method: ${te.method}.`);
	if (te.small) out.push(`- **Small sample:** ${te.small.reason}; the interval above is the wide one that holds whatever the number of tasks.`);
	out.push(`- Spread of the per-task differences d_i: sd ${fmt(te.sd)}, standard error ${fmt(te.se)} (descriptive; the interval is not mean ± t·se).`);
	const rate = (r: { mean: number; interval: { lower: number; upper: number } }) => `${fmt(r.mean)} ${interval(r.interval.lower, r.interval.upper)}`;
	out.push(`- Success rate per arm (${level} interval): control ${rate(te.arms.control)}, treated ${rate(te.arms.treatment)}; ${te.arms.method}.`);
	out.push(`- Rests on: ${te.assumption}.`);
	const basis = te.interval;
	const which = how;
	let supports: string;
	if (!basis) supports = 'a point estimate for these tasks, without a measure of its uncertainty.';
	else if (basis.lower > 0) supports = `under this protocol, availability raised mean success on these tasks (the ${level} ${which} lies above 0).`;
	else if (basis.upper < 0) supports = `under this protocol, availability lowered mean success on these tasks (the ${level} ${which} lies below 0).`;
	else supports = `no clear change in mean success: the ${level} ${which} includes 0.`;
	out.push(
		...verdict(
			supports,
			'statements about which tasks gained or lost, about tasks outside the sampled population, or about the effect of actually invoking the component.',
		),
	);
	out.push('');
	return out;
}

/** Trigger stratification: π, D_pair and D_skip, and the identity that ties them to τ_pair. */
function triggerSection(a: Analysis): string[] {
	const out: string[] = [];
	const tr = a.trigger;
	out.push('## Trigger stratification', '');
	if (!tr) {
		out.push('- Not reported: the table has no `triggered` column.');
		out.push(...verdict('nothing about triggering.', 'any claim conditioned on whether the component was triggered.'));
	} else {
		out.push('| Quantity | Value |', '| --- | --- |');
		out.push(`| Trigger rate π (treated runs with triggered = 1) | ${share(tr.triggeredRuns, tr.treatedRuns)} |`);
		out.push(`| π among paired treated runs (weight in the identity) | ${tr.rateInPairs === null ? 'n/a' : share(tr.triggeredPairs, tr.pairs)} |`);
		out.push(`| D_pair (mean paired difference, treated run triggered; ${tr.triggeredPairs} pairs) | ${tr.dPair === null ? 'undefined' : signed(tr.dPair)} |`);
		out.push(
			`| D_skip (mean paired difference, treated run not triggered; ${tr.pairs - tr.triggeredPairs} pairs) | ${tr.dSkip === null ? 'undefined' : signed(tr.dSkip)} |`,
		);
		out.push(`| τ_pair (mean paired difference, all ${tr.pairs} pairs) | ${signed(tr.tauPair)} |`);
		out.push(`| π·D_pair + (1 − π)·D_skip | ${signed(tr.identity.rhs)} |`);
		out.push('');
		const holds = tr.identity.holds === null ? 'cannot be checked (no pairs)' : tr.identity.holds ? 'holds' : 'FAILS';
		out.push(`- Identity τ_pair = π·D_pair + (1 − π)·D_skip (Eq. 3): ${holds}.`);
		for (const note of tr.notes) out.push(`- Note: ${note}.`);
		out.push(`- Rests on: ${tr.assumption}.`);
		out.push(
			...verdict(
				'reporting π, D_pair and D_skip together as a description of how triggered and untriggered pairs fared under this protocol.',
				'reading D_pair as the benefit of invoking or loading the component, or a non-zero D_skip as proof of a presence effect; both contain selection within the task whose size depends on the coupling.',
			),
		);
	}
	out.push('');
	return out;
}

/** Paired discordance and the noise floor a regression share is read against. */
function discordanceSection(a: Analysis): string[] {
	const out: string[] = [];
	const dc = a.discordance;
	const nf = a.noiseFloor;
	out.push('## Discordance and degradation', '');
	out.push('### Paired discordance', '');
	out.push('| Quantity | Value |', '| --- | --- |');
	out.push(`| Gains p+ (treated better than control) | ${share(dc.gains, dc.pairs)} |`);
	out.push(`| Regressions p− (treated worse than control) | ${share(dc.regressions, dc.pairs)} |`);
	out.push(`| Ties | ${share(dc.ties, dc.pairs)} |`);
	out.push(`| p+ − p− | ${signed(dc.difference)} |`);
	out.push(`| Mean paired difference | ${signed(dc.meanPairedDifference)} |`);
	out.push('');
	if (dc.identity.applies)
		out.push(
			`- Check p+ − p− = mean paired difference (exact for binary success): ${dc.identity.holds === null ? 'no pairs' : dc.identity.holds ? 'holds' : 'FAILS'}.`,
		);
	else out.push('- p+ − p− equals the mean paired difference only for binary success; with rewards the two differ.');
	out.push(`- Rests on: ${dc.assumption}.`);
	out.push('');
	out.push('### Noise floor', '');
	if (nf.applies && nf.pooled !== null) {
		out.push(`- Observed regression share p−: ${fmt(nf.observed)}.`);
		out.push(
			`- Expected with no effect, independent runs at each task's pooled rate q (mean of q(1 − q)·N/(N − 1), unbiased; N runs of the task): ${fmt(nf.pooled)}.`,
		);
		out.push(`- Eq. 4 with per-task plug-in rates (mean of p0(1 − p1)): ${fmt(nf.eq4)}.`);
		out.push(`- Both means weight ${nf.weighting}.`);
	} else out.push(`- Not computed: ${nf.reason}.`);
	out.push(`- Rests on: ${nf.assumption}.`);
	const floorText = nf.applies && nf.pooled !== null ? ` (about ${fmt(nf.pooled)} of pairs would regress with no effect at all)` : '';
	out.push(
		...verdict(
			`a description of flips under this protocol: ${count(dc.gains, 'gain')} and ${count(dc.regressions, 'regression')} in ${count(dc.pairs, 'pair')}.`,
			`reading p− as the share of tasks the component harms${floorText}.`,
		),
	);
	out.push('');
	return out;
}

/** Degradation shares from simultaneous per-task intervals, or the refusal, with the per-task table. */
function degradationSection(a: Analysis, ctx: ReportContext): string[] {
	const out: string[] = [];
	const dg = a.degradation;
	const d = a.design;
	const level = percent(1 - a.alpha);
	out.push('### Degradation shares', '');
	out.push(`- Method: ${dg.method}.`);
	out.push(`- Rests on: ${dg.assumption}.`);
	if (dg.refused) {
		out.push(`- **Refused:** ${dg.refusal}.`);
		out.push(
			...verdict('nothing about how many tasks are degraded.', `any claim that some share of the tasks lost more than ε = ${dg.epsilon} in expected success.`),
		);
	} else {
		const c = dg.confidentlyDegraded!;
		const p = dg.possiblyDegraded!;
		out.push(`- Confidently degraded (U_x < −ε): ${share(c.count, d.tasks)}.`);
		out.push(`- Possibly degraded (L_x < −ε): ${share(p.count, d.tasks)}.`);
		const w = dg.possibleWithoutDecline;
		if (w > 0)
			out.push(
				w === 1
					? '- 1 of them shows no decline in its own runs (treated mean not below control mean): its interval is too wide to rule a loss out, so the bound keeps it, but the table below does not mark it degraded.'
					: `- ${w} of them show no decline in their own runs (treated mean not below control mean): their intervals are too wide to rule a loss out, so the bound keeps them, but the table below does not mark them degraded.`,
			);
		out.push(
			...verdict(
				`if all ${d.tasks} intervals cover (together with probability at least ${level}), between ${fmt(c.share)} and ${fmt(p.share)} of these tasks have expected success lower by more than ε = ${dg.epsilon}.`,
				'a degraded share beyond these tasks: generalising needs a declared way of sampling tasks and an interval at the population level.',
			),
		);
	}
	const limit = ctx.taskLimit ?? 50;
	out.push(
		'',
		`Per-task intervals for μ1 − μ0 at level ${fmt(1 - dg.perTaskAlpha, 6)}${dg.tasks.length > limit ? ` (first ${limit} of ${dg.tasks.length}; all are in --json)` : ''}:`,
		'',
	);
	out.push('| Task | Control | Treated | Difference | Interval | Degraded |', '| --- | --- | --- | --- | --- | --- |');
	for (const t of dg.tasks.slice(0, limit)) {
		const status = t.confidentlyDegraded ? 'confidently' : t.possiblyDegraded ? 'possibly' : 'no';
		out.push(
			`| ${cell(t.task)} | ${fmt(t.controlMean)} (${t.nControl}) | ${fmt(t.treatedMean)} (${t.nTreatment}) | ${signed(t.estimate)} | ${interval(t.lower, t.upper)} | ${status} |`,
		);
	}
	out.push('');
	return out;
}

/** The naive plug-in share, beside its no-effect value. */
function plugInSection(a: Analysis): string[] {
	const out: string[] = [];
	const pb = a.plugInBias;
	const d = a.design;
	out.push('### Naive plug-in share', '');
	out.push(`- Tasks whose treated sample mean is below the control sample mean: ${share(pb.observedCount, d.tasks)}.`);
	if (pb.expectedWithNoEffect !== null)
		out.push(`- Expected share with no effect at all (exact, given each task's total successes and run counts): ${fmt(pb.expectedWithNoEffect)}.`);
	else out.push('- Expected share with no effect: not computed for rewards.');
	out.push(`- Rests on: ${pb.assumption}.`);
	out.push(
		...verdict(
			'a comparison with the no-effect value above, nothing more.',
			'reading the naive share as the share of degraded tasks: run-to-run noise alone produces a share near the no-effect value above.',
		),
	);
	out.push('');
	return out;
}

/** Budget: mean cost per arm and the two points of a cost–success frontier. */
function budgetSection(a: Analysis): string[] {
	const out: string[] = [];
	const b = a.budget;
	out.push('## Budget', '');
	out.push(
		`- Mean success per arm (per-task means, averaged over tasks, as in the total effect): control ${fmt(b.success.control)}, treated ${fmt(b.success.treatment)}.`,
	);
	if (b.columns.length === 0) {
		out.push('- Not reported: the table has no tokens, calls or latency values.');
		out.push(...verdict('nothing about cost.', 'any claim about cost or efficiency.'));
	} else {
		const level = percent(1 - b.alpha);
		const diff = (d: PairedDifference | null, digits: number) =>
			d === null
				? 'n/a'
				: `${signed(d.estimate, digits)} ${d.interval ? `[${fmt(d.interval.lower, digits)}, ${fmt(d.interval.upper, digits)}]` : '(no interval)'}`;
		out.push(
			'',
			`| Cost | Control mean (runs) | Treated mean (runs) | Cost difference, paired over tasks [${level}] | Success difference, same runs [${level}] | Verdict |`,
			'| --- | --- | --- | --- | --- | --- |',
		);
		const notes: string[] = [];
		for (const c of b.columns) {
			const [pc, pt] = c.points;
			let frontier: string;
			if (c.refused !== null) frontier = `not compared: ${c.refused}`;
			else if (c.dominance === 'treatment' || c.dominance === 'control')
				frontier = `${c.dominance === 'treatment' ? 'treated' : 'control'} arm dominates (both intervals exclude 0)`;
			else if (c.dominance === 'trade-off')
				frontier = `trade-off: the treated arm ${c.successDifference!.reading === 'higher' ? 'succeeds more and costs more' : 'succeeds less and costs less'}`;
			else {
				// at most one axis is read here (two readings make a verdict above); name it, and why the other is not
				const cost = c.costDifference!;
				const succ = c.successDifference!;
				const read =
					cost.reading !== 'not distinguishable'
						? `costs ${cost.reading === 'higher' ? 'more' : 'less'}`
						: succ.reading !== 'not distinguishable'
							? `succeeds ${succ.reading === 'higher' ? 'more' : 'less'}`
							: null;
				const other = cost.reading !== 'not distinguishable' ? succ : cost;
				const why = (d: PairedDifference) => (d.interval ? 'its interval includes 0' : 'it has no interval');
				frontier =
					read === null
						? 'not distinguishable on either axis'
						: `not distinguishable: the treated arm ${read}, but the ${other === cost ? 'cost' : 'success'} difference is not distinguishable from 0 (${why(other)})`;
			}
			out.push(
				`| ${c.column} | ${fmt(pc.cost, 2)} (${pc.runs}) | ${fmt(pt.cost, 2)} (${pt.runs}) | ${diff(c.costDifference, 2)} | ${diff(c.successDifference, 4)} | ${frontier} |`,
			);
			for (const d of [c.costDifference, c.successDifference])
				if (d?.reason) notes.push(`- ${c.column}: no interval on the ${d === c.costDifference ? 'cost' : 'success'} difference: ${d.reason}.`);
			const ps = c.costPerExtraSuccess;
			if (ps)
				notes.push(
					ps.status === 'bounded'
						? `- ${c.column} per unit of extra success: ${fmt(ps.estimate, 2)}, ${level} Fieller interval [${fmt(ps.interval!.lower, 2)}, ${fmt(ps.interval!.upper, 2)}]${ps.estimate! < 0 ? ' (negative: the treated arm also costs less on average)' : ''}.`
						: `- ${c.column} per unit of extra success: ${ps.note}.`,
				);
		}
		if (notes.length > 0) out.push('', ...notes);
		const missing = b.columns.filter((c) => c.points[0].missing + c.points[1].missing > 0);
		if (missing.length > 0) {
			out.push('');
			for (const c of missing)
				out.push(
					`- ${c.column}: ${c.points[0].missing} control and ${c.points[1].missing} treated run(s) have no value; they are left out of both axes of this comparison, which uses the ${c.tasks} task(s) with a value in both arms.`,
				);
		}
		out.push('');
		out.push(
			`- Cost–success points (cost, success): ${b.columns.map((c) => `${c.column}: control (${fmt(c.points[0].cost, 2)}, ${fmt(c.points[0].success)}), treated (${fmt(c.points[1].cost, 2)}, ${fmt(c.points[1].success)})`).join('; ')}.`,
		);
		out.push(`- Method: ${b.method}.`);
		out.push(`- Rests on: ${b.assumption}.`);
		out.push(
			...verdict(
				'a comparison of average spending per arm in these runs, the two points of a cost–success frontier, and a verdict of dominance or trade-off only where both intervals exclude 0.',
				'an equal-budget or efficiency claim, which needs a resource cap fixed in advance and an allocation rule for every arm.',
			),
		);
	}
	out.push(
		'- The net value of a load decision at a given state (success difference minus λ times cost difference) needs runs that branch at that state under a stated continuation policy; it is not computed from whole-run tables.',
	);
	out.push('');
	return out;
}

/** The Markdown report: one section per checklist item, each number with the assumption it rests on. */
export function estimandReportMarkdown(a: Analysis, ctx: ReportContext): string {
	const sections = [
		headerLines(a, ctx),
		unitCouplingRunsSection(a),
		totalEffectSection(a),
		triggerSection(a),
		discordanceSection(a),
		degradationSection(a, ctx),
		plugInSection(a),
		budgetSection(a),
	];
	return sections.flat().join('\n');
}

/** The JSON report: the file, the warnings and the full analysis (per-task intervals included). */
export function jsonReport(a: Analysis, ctx: ReportContext): { file: string; warnings: Problem[]; analysis: Analysis } {
	return { file: ctx.file, warnings: [...(ctx.warnings ?? [])], analysis: a };
}
