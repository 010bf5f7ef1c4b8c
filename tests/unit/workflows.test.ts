/**
 * The GitHub workflows are valid against the published workflow schema (SchemaStore's, as
 * @action-validator/core ships it), and the validator's GitHub annotation format is one
 * `::error file=…,line=…,col=…,title=…::message` line per problem, escaped as GitHub requires.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { formatGithubAnnotations } from '../../src/lib/report.ts';
import type { Problem } from '../../src/lib/problems.ts';
import { ROOT } from '../helpers/paths.ts';
import { runMain } from '../helpers/run.ts';
import { main as validate } from '../../scripts/validate.ts';
import { listedTools, type Tool } from '../helpers/tools.ts';

const dir = path.join(ROOT, '.github/workflows');
const workflows = readdirSync(dir).filter((n) => /\.ya?ml$/.test(n));

describe('GitHub workflows', () => {
	it('include the pull-request checks and the Pages deployment', () => {
		expect(workflows).toEqual(expect.arrayContaining(['pull-request.yml', 'deploy.yml']));
		const pr = readFileSync(path.join(dir, 'pull-request.yml'), 'utf8');
		expect(pr).toContain('npm run -s validate -- --format github');
		expect(pr).toContain('GITHUB_STEP_SUMMARY');
		expect(pr).toMatch(/npm test[\s\S]*npm run test:full/);
		const deploy = readFileSync(path.join(dir, 'deploy.yml'), 'utf8');
		expect(deploy).toContain('actions/deploy-pages');
		expect(deploy).toMatch(/SITE: \$\{\{ steps\.pages\.outputs\.origin \}\}/);
		expect(deploy).toMatch(/BASE_PATH: \$\{\{ steps\.pages\.outputs\.base_path \}\}/);
	});

	for (const name of workflows) {
		it(`${name} is valid against the published workflow schema`, () => {
			expect(validateWorkflow(readFileSync(path.join(dir, name), 'utf8')).errors).toEqual([]);
		});
	}

	it('the schema check does catch a broken workflow', () => {
		expect(validateWorkflow('name: x\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n').errors.length).toBeGreaterThan(0);
	});
});

/** Every tool a test asks for by name (requireTool or toolPath in tests/). */
function toolsTestsNeed(): Set<string> {
	const files = (dir: string): string[] =>
		readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
			e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
		);
	const names = new Set<string>();
	for (const f of files(path.join(ROOT, 'tests'))) for (const m of readFileSync(f, 'utf8').matchAll(/(?:requireTool|toolPath)\('([a-z-]+)'/g)) names.add(m[1]!);
	return names;
}

const RUNS_TESTS = /\bnpm (?:test|run test:full)\b/;
const INSTALLS = /\.ci\/install-tools\b/;

/** What keeps a workflow's test steps from having the tools: a job that runs the tests before (or without) .ci/install-tools. */
function workflowToolProblems(name: string, text: string): string[] {
	const jobs = (load(text) as { jobs?: Record<string, { steps?: { run?: string }[] }> }).jobs ?? {};
	return Object.entries(jobs).flatMap(([job, { steps = [] }]) => {
		const firstTest = steps.findIndex((s) => RUNS_TESTS.test(s.run ?? ''));
		if (firstTest < 0) return [];
		const install = steps.findIndex((s) => INSTALLS.test(s.run ?? ''));
		return install >= 0 && install < firstTest ? [] : [`${name}: job ${job} runs the tests without running .ci/install-tools first`];
	});
}

/** The same for a shell script such as .ci/run: the install line comes before the first test command. */
function scriptToolProblems(name: string, text: string): string[] {
	const lines = text.split('\n').filter((l) => !l.trimStart().startsWith('#'));
	const firstTest = lines.findIndex((l) => RUNS_TESTS.test(l));
	const install = lines.findIndex((l) => INSTALLS.test(l));
	return firstTest >= 0 && !(install >= 0 && install < firstTest) ? [`${name} runs the tests without running .ci/install-tools first`] : [];
}

/** Tools a test needs that .ci/tools does not list, or lists without a command or a package. */
function listProblems(needed: Set<string>, tools: Tool[]): string[] {
	return [
		...[...needed].filter((n) => !tools.some((t) => t.name === n)).map((n) => `a test needs ${n}, which .ci/tools does not list`),
		...tools.filter((t) => t.commands.length === 0 || t.packages.length === 0).map((t) => `.ci/tools: ${t.name} needs commands and packages`),
	];
}

describe('the tools the tests need', () => {
	const needed = toolsTestsNeed();
	const ciRun = readFileSync(path.join(ROOT, '.ci/run'), 'utf8');

	it('are listed in .ci/tools, which .ci/run and every workflow that runs tests install from', () => {
		expect([...needed].sort()).toEqual(['biber', 'bibtex', 'chromium', 'pandoc', 'pdflatex']);
		expect(listProblems(needed, listedTools())).toEqual([]);
		expect(scriptToolProblems('.ci/run', ciRun)).toEqual([]);
		const testing = workflows.filter((n) => RUNS_TESTS.test(readFileSync(path.join(dir, n), 'utf8')));
		expect(testing).toEqual(expect.arrayContaining(['pull-request.yml', 'deploy.yml']));
		for (const n of workflows) expect(workflowToolProblems(n, readFileSync(path.join(dir, n), 'utf8'))).toEqual([]);
	});

	it('the check fails when a workflow or .ci/run drops the install step, or .ci/tools drops a tool', () => {
		const pr = readFileSync(path.join(dir, 'pull-request.yml'), 'utf8');
		const dropped = pr.replace(/\n\s*- name: [^\n]*\n\s*run: bash \.ci\/install-tools\n/, '\n');
		expect(dropped).not.toBe(pr);
		expect(workflowToolProblems('pull-request.yml', dropped)).toEqual(['pull-request.yml: job check runs the tests without running .ci/install-tools first']);
		expect(scriptToolProblems('.ci/run', ciRun.replace('bash .ci/install-tools', ''))).toHaveLength(1);
		const withoutTex = listedTools(readFileSync(path.join(ROOT, '.ci/tools'), 'utf8').replace(/^pdflatex .*$/m, ''));
		expect(listProblems(needed, withoutTex)).toEqual(['a test needs pdflatex, which .ci/tools does not list']);
	});
});

type Job = {
	permissions?: Record<string, string> | string;
	'timeout-minutes'?: number;
	steps?: { uses?: string; run?: string; with?: Record<string, unknown> }[];
};

/**
 * What a workflow does that gives more than it needs (issue 32): an action pinned to a tag or a
 * branch rather than a commit, a write permission granted to the whole workflow or to a job that
 * runs project code (npm), a checkout that leaves its token in .git/config, a job with no timeout.
 */
function hardeningProblems(name: string, text: string): string[] {
	const wf = load(text) as { permissions?: Record<string, string> | string; jobs?: Record<string, Job> };
	const writes = (p: Job['permissions']) =>
		typeof p === 'string'
			? p.includes('write')
				? [p]
				: []
			: Object.entries(p ?? {})
					.filter(([, v]) => v === 'write')
					.map(([k]) => k);
	const out: string[] = [];
	if (wf.permissions === undefined) out.push(`${name}: no top-level permissions (the default token may write)`);
	for (const w of writes(wf.permissions)) out.push(`${name}: ${w}: write granted to every job`);
	for (const [job, j] of Object.entries(wf.jobs ?? {})) {
		const steps = j.steps ?? [];
		if (typeof j['timeout-minutes'] !== 'number') out.push(`${name}: job ${job} has no timeout-minutes`);
		const runsCode = steps.some((s) => /\bnpm\b/.test(s.run ?? ''));
		for (const w of writes(j.permissions)) if (runsCode) out.push(`${name}: job ${job} runs npm with ${w}: write`);
		for (const s of steps) {
			if (s.uses && !/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/.test(s.uses)) out.push(`${name}: job ${job} uses ${s.uses}, not pinned to a commit`);
			if (s.uses?.startsWith('actions/checkout@') && s.with?.['persist-credentials'] !== false)
				out.push(`${name}: job ${job} checks out without persist-credentials: false`);
		}
	}
	return out;
}

describe('workflow hardening', () => {
	it('every workflow pins its actions to commits, grants writes only to jobs that run no project code, keeps no credentials and has timeouts', () => {
		for (const n of workflows) expect(hardeningProblems(n, readFileSync(path.join(dir, n), 'utf8')), n).toEqual([]);
		// the SHA pins name their version beside them
		for (const n of workflows)
			for (const m of readFileSync(path.join(dir, n), 'utf8').matchAll(/uses: \S+@[0-9a-f]{40}(.*)$/gm)) expect(m[1]).toMatch(/ # v\d+\.\d+\.\d+$/);
	});

	it('the check finds each of those in a workflow that has it', () => {
		const deploy = readFileSync(path.join(dir, 'deploy.yml'), 'utf8');
		const weakened = deploy
			.replace(/actions\/checkout@[0-9a-f]{40} # v[\d.]+/, 'actions/checkout@v4')
			.replace('persist-credentials: false', 'persist-credentials: true')
			.replace(/^permissions:\n {2}contents: read$/m, 'permissions:\n  contents: read\n  pages: write')
			.replace(/timeout-minutes: 60\n {4}permissions:\n {6}contents: read/, 'permissions:\n      contents: read\n      id-token: write');
		expect(hardeningProblems('deploy.yml', weakened)).toEqual([
			'deploy.yml: pages: write granted to every job',
			'deploy.yml: job build has no timeout-minutes',
			'deploy.yml: job build runs npm with id-token: write',
			'deploy.yml: job build uses actions/checkout@v4, not pinned to a commit',
			'deploy.yml: job build checks out without persist-credentials: false',
		]);
	});
});

describe('GitHub annotations', () => {
	const problems: Problem[] = [
		{
			file: 'studies/a,b.yaml',
			line: 3,
			column: 7,
			path: 'comparisons[0].kind',
			message: 'expected one of `a`, got "x"\nsecond line 100%',
			tip: 'did you mean `a`?',
			severity: 'error',
			rule: 'schema',
		},
		{ file: 'studies/c.yaml', path: '', message: 'first line is not the editor schema hint', severity: 'warning', rule: 'schema-comment' },
	];

	it('is one escaped workflow command per problem, then the summary', () => {
		expect(formatGithubAnnotations(problems, 2).split('\n')).toEqual([
			'::error file=studies/a%2Cb.yaml,line=3,col=7,title=comparisons[0].kind (schema)::expected one of `a`, got "x"%0Asecond line 100%25%0ATip: did you mean `a`?',
			'::warning file=studies/c.yaml,title=schema-comment::first line is not the editor schema hint',
			'2 files, 1 error, 1 warning',
		]);
	});

	it('npm run validate -- --format github prints them and exits 1 on an error', async () => {
		const res = await runMain(validate, ['--format', 'github', '--studies', 'tests/fixtures/invalid/dangling-reference']);
		expect(res.code).toBe(1);
		expect(res.stdout.split('\n')[0]).toMatch(
			/^::error file=tests\/fixtures\/invalid\/dangling-reference\/dangling-reference\.yaml,line=11,col=20,title=related_refs\[1\] \(references-resolve\)::reference 99 does not exist in data\/references\.yaml%0ATip: the bibliography has references 1\.\.\d+; add the missing entry or fix the number$/,
		);
		expect((await runMain(validate, ['--format', 'xml'])).code).toBe(2);
	});
});
