/**
 * A deterministic synthetic corpus for benchmarks: N valid study records made by varying the real
 * ones (names, numbers, benchmarks, runs, text), written to a folder outside studies/.
 *
 *   node scripts/bench/generate.ts <N> <dir> [--seed 42]
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { dump } from 'js-yaml';
import { loadCorpus } from '../../src/corpus/load.ts';
import { check, cliOrAnswer, fromUser, fsErrorText, processIo, say, type CliIo, type CliSpec } from '../../src/lib/cli.ts';
import { outDirProblem, replaceFolder, type FolderOwner } from '../../src/lib/out-dir.ts';
import { prng } from '../../src/lib/prng.ts';
import { STUDY_SCHEMA_COMMENT } from '../../src/schema/common.ts';
import type { Study } from '../../src/schema/study.ts';

const WORDS = ['retrieval', 'routing', 'shortlist', 'library', 'gate', 'menu', 'planner', 'critic', 'verifier', 'memory', 'curriculum', 'bundle'];
const BENCHES = [
	'ToolBench',
	'AppWorld',
	'WebArena',
	'SWE-bench',
	'GAIA',
	'HotpotQA',
	'SkillsBench',
	'SRA-Bench',
	'ALFWorld',
	'MuSiQue',
	'WorkArena-L1',
	'ToolRet',
];

/** N records, varied from the templates; ids syn-00001 ... */
export function synthesize(templates: readonly Study[], n: number, seed = 42): Study[] {
	const rand = prng(seed);
	const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
	return Array.from({ length: n }, (_, i) => {
		const t = structuredClone(templates[i % templates.length]!);
		const id = `syn-${String(i + 1).padStart(5, '0')}`;
		const word = pick(WORDS);
		t.id = id;
		// Links to real records would dangle in a folder of synthetic ones.
		delete t.related_studies;
		t.short_name = `${t.short_name} ${word} ${i + 1}`.slice(0, 80);
		t.comparisons[0]!.description = `${t.comparisons[0]!.description} Variant ${i + 1} changes the ${word}.`.slice(0, 2000);
		// The first benchmark is renamed, and every result and table cell that names it follows.
		const old = t.population.benchmarks[0]?.name;
		const name = pick(BENCHES);
		const rename = old !== undefined && !t.population.benchmarks.some((b) => b.name === name) ? (v: string) => (v === old ? name : v) : (v: string) => v;
		const scale = (v: number | string) => (typeof v === 'number' ? Math.round(v * (0.5 + rand()) * 1000) / 1000 : v);
		t.population.benchmarks = t.population.benchmarks.map((b) => ({
			...b,
			name: rename(b.name),
			...(b.size && typeof b.size.value === 'number' ? { size: { ...b.size, value: Math.max(1, Math.round(b.size.value * (0.5 + rand()))) } } : {}),
		}));
		if (typeof t.runs.per_task_and_arm === 'number') t.runs.per_task_and_arm = 1 + Math.floor(rand() * 6);
		t.results = t.results.map((r) => {
			if (!('table' in r)) return { ...r, value: scale(r.value), ...(r.benchmark !== undefined ? { benchmark: rename(r.benchmark) } : {}) };
			const dims = r.table.dimensions;
			const renamed = (k: number, v: string) => (dims[k]!.refers_to === 'benchmarks' ? rename(v) : v);
			return {
				...r,
				table: {
					dimensions: dims.map((d, k) => ({ ...d, values: d.values.map((v) => renamed(k, v)) })),
					cells: r.table.cells.map((c) => ({ ...c, at: c.at.map((v, k) => renamed(k, v)), value: scale(c.value) })),
				},
			};
		});
		if (t.limiting_condition !== 'not_assessed')
			t.limiting_condition = { ...t.limiting_condition, text: `${t.limiting_condition.text} (${word}, variant ${i + 1})`.slice(0, 800) };
		return t;
	});
}

/** The generator's own folders: empty, or records it wrote (syn-NNNNN.yaml) and nothing else. */
export const GENERATED: FolderOwner = {
	who: 'the generator',
	flag: 'the folder',
	owns: (entries) => entries.every((e) => /^syn-\d+\.yaml$/.test(e)),
	lacks: 'it holds files other than generated syn-NNNNN.yaml records',
	own: 'what the generator wrote before',
	suggest: 'tmp/out/',
};

/** Writes the records to `dir`, replacing it whole: refused (an Error saying why) for any folder the guard protects. */
export function writeCorpus(studies: readonly Study[], dir: string, root: string): void {
	replaceFolder(dir, root, GENERATED);
	for (const s of studies) writeFileSync(path.join(dir, `${s.id}.yaml`), `${STUDY_SCHEMA_COMMENT}\n${dump(s, { lineWidth: 100, noRefs: true })}`);
}

const SPEC: CliSpec = {
	name: 'generate',
	command: 'node scripts/bench/generate.ts',
	usage: '<N> <dir> [--seed 42]',
	summary: 'Writes N synthetic study records, varied from the full readings in studies/, to a folder (replacing what it holds).',
	example: 'node scripts/bench/generate.ts 200 tmp/bench/syn-200',
	options: { seed: { type: 'string', default: '42' } },
	checks: { seed: check.positiveInteger },
	allowPositionals: true,
	positionals: { min: 2, max: 2, what: 'arguments (N and a folder)' },
};

/** The command on `argv` (the arguments after the script), its output written to `io`; returns the exit code. */
export function main(argv: string[], io: CliIo = processIo()): number {
	const args = cliOrAnswer<{ seed: string }>(SPEC, argv, io);
	// --help or a bad option: answered, with its exit code
	if (typeof args === 'number') return args;
	const [nText, dir] = args.positionals as [string, string];
	const problem = check.positiveInteger(nText);
	if (problem) {
		say(io.stderr, `generate: N "${nText}": expected ${problem}`);
		return 2;
	}
	// refused before any work: the folder is replaced whole
	const refused = outDirProblem(fromUser(dir, io), io.cwd, GENERATED);
	if (refused) {
		say(io.stderr, `generate refused: ${refused}`);
		return 1;
	}
	const templates = loadCorpus({ root: io.cwd, studiesDir: io.env['STUDIES_DIR'] ?? 'studies' })
		.studies.map((s) => s.data)
		.filter((s) => s.depth === 'full');
	try {
		writeCorpus(synthesize(templates, Number(nText), Number(args.values.seed)), fromUser(dir, io), io.cwd);
		say(io.stdout, `wrote ${nText} records to ${dir}`);
	} catch (e) {
		say(io.stderr, `generate: ${fsErrorText(e, dir)}`);
		return 1;
	}
	return 0;
}

// run as a script (node scripts/bench/generate.ts), not when bench.ts or a test imports it
if (import.meta.main) process.exitCode = main(process.argv.slice(2));
