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
